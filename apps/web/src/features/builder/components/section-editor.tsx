import { AnalyticsSection } from '../analytics/analytics-section';
import { BlogSection } from '../blog/blog-section';
import { CustomDomainSection } from '../custom-domain/custom-domain-section';
import { DesignSection } from '../design/design-section';
import { EducationSection } from '../education/education-section';
import { ExperienceSection } from '../experience/experience-section';
import { PersonalSection } from '../personal/personal-section';
import { ProjectsSection } from '../projects/projects-section';
import { SkillsSection } from '../skills/skills-section';
import { useBuilderState } from '../state/builder-context';
import { TemplateDataSection } from '../template-data/template-data-section';
import { TemplateSection } from '../template/template-section';
import { TrainingsSection } from '../trainings/trainings-section';
import { HistorySection } from '../version-history/history-section';

/** Where sections link outside the builder (routes are composed by the route file). */
export interface SectionLinks {
  templatesScreen: string;
  upgrade: (plan: 'pro' | 'premium') => string;
}

/** The editor of the section chosen in the sidebar. */
export function SectionEditor({ links, plan, siteOrigin }: { links: SectionLinks; plan: string; siteOrigin: string | null }) {
  const section = useBuilderState((state) => state.section);
  switch (section) {
    case 'template':
      return <TemplateSection plan={plan} upgradeHref={links.upgrade} templatesScreenHref={links.templatesScreen} />;
    case 'design':
      return <DesignSection />;
    case 'template-data':
      return <TemplateDataSection plan={plan} siteOrigin={siteOrigin} upgradeHref={links.upgrade} />;
    case 'personal':
      return <PersonalSection />;
    case 'experience':
      return <ExperienceSection />;
    case 'education':
      return <EducationSection />;
    case 'skills':
      return <SkillsSection />;
    case 'projects':
      return <ProjectsSection />;
    case 'trainings':
      return <TrainingsSection />;
    case 'blog':
      return <BlogSection plan={plan} upgradeHref={links.upgrade} />;
    case 'custom-domain':
      return <CustomDomainSection plan={plan} upgradeHref={links.upgrade} />;
    case 'analytics':
      return <AnalyticsSection plan={plan} upgradeHref={links.upgrade} />;
    case 'history':
      return <HistorySection />;
  }
}
