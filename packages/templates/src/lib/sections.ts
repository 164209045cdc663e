import type { HomeSectionId } from '@folio/schema';
import type { SiteView } from '../types';

/**
 * Whether a home section has anything to show, by the same rules as its component (which
 * renders null otherwise); templates-test keeps the two in step. Contact always has the form
 * or the owner's details when the page takes messages, so it counts as present.
 */
export function sectionHasContent(view: Pick<SiteView, 'site' | 'posts' | 'data'>, id: HomeSectionId): boolean {
  const s = view.site;
  const d = view.data;
  switch (id) {
    case 'about':
      return s.description.trim() !== '';
    case 'experience':
      return s.experiences.length > 0;
    case 'projects':
      return s.projects.length > 0;
    case 'skills':
      return s.skills.some((group) => group.info.length > 0);
    case 'education':
      return s.educations.length > 0;
    case 'training':
      return s.trainings.length > 0;
    case 'writing':
      return view.posts.length > 0;
    case 'contact':
      return true;
    case 'values':
      return d.category === 'modern' && d.data.values.some((value) => value.title !== '');
    case 'strengths':
      return d.category === 'modern' && d.data.soft_skills.some((skill) => skill.name !== '');
    case 'philosophy':
      return d.category === 'modern' && d.data.philosophy !== '';
    case 'certifications':
      return d.category === 'modern' && d.data.certifications.some((cert) => cert.name !== '');
    case 'research':
      return d.category === 'academic' && (d.data.research_areas.length > 0 || d.data.philosophy !== '' || d.data.philosophy_stats.some((stat) => stat.text !== ''));
    case 'achievements':
      return d.category === 'academic' && d.data.achievements.length > 0;
    case 'leadership':
      return d.category === 'business' && d.data.leadership_experience.some((row) => row.role !== '');
    case 'initiatives':
      return d.category === 'business' && d.data.strategic_initiatives.some((item) => item.initiative !== '');
    case 'competencies':
      return d.category === 'business' && (d.data.core_competencies.length > 0 || d.data.leadership_philosophy !== '');
    case 'statement':
      return d.category === 'creative' && (d.data.artistic_philosophy !== '' || d.data.influences.length > 0);
    case 'recognition':
      return d.category === 'creative' && (d.data.exhibitions.some((item) => item.name !== '') || d.data.awards.some((item) => item.award !== ''));
    case 'tools':
      return d.category === 'creative' && (d.data.tools.design_software.length > 0 || d.data.tools.animation_tools.length > 0 || d.data.tools.traditional_media.length > 0);
    case 'specs': {
      if (d.category !== 'engineering') return false;
      const specs = d.data.technical_specs;
      return specs.tolerance !== '' || specs.materials.length > 0 || specs.software.length > 0 || d.data.specializations.length > 0;
    }
    case 'credentials':
      return d.category === 'engineering' && (d.data.certifications.some((cert) => cert.name !== '') || d.data.memberships.length > 0);
  }
}
