import type { WebsiteWithSections } from '@folio/schema';

/**
 * Payloads that would run script if any reached the page unescaped. Each sets a global flag
 * or opens a dialog, which the browser check watches for.
 */
export const xssPayloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=alert(1)>",
  '</script><script>window.__xss=1</script>',
  '</style><script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p><b>broken <i>html <div onclick="alert(1)"',
  '<!--<script>window.__xss=1</script>-->',
  '{{constructor.constructor("window.__xss=1")()}}',
];

export const xssUrls = ['javascript:window.__xss=1', 'JAVASCRIPT:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:alert(1)'];

/** Every text and link field of a website filled with the corpus (the schema's URL check bypassed on purpose). */
export function hostileWebsite(base: WebsiteWithSections, slug: string): WebsiteWithSections {
  let n = 0;
  const t = () => `${xssPayloads[n++ % xssPayloads.length] ?? ''} #${n}`;
  const u = () => xssUrls[n++ % xssUrls.length] ?? '';
  const hostileData: Record<string, unknown> = {
    // modern
    tagline: t(),
    philosophy: t(),
    values: [{ title: t(), description: t(), icon: t().slice(0, 40), color: '#667eea' }],
    soft_skills: [{ name: t(), description: t(), icon: 'x', rating: 4 }],
    certifications: [{ name: t(), issuer: t(), date: '2020', link: u(), icon: 'x', year: '2020' }],
    theme: { primary_color: '#123456;}</style><script>window.__xss=1</script>', accent_color: '#000000', background_style: 'gradient' },
    // academic
    research_areas: [t(), t()],
    achievements: [t()],
    scholar_profile: u(),
    philosophy_stats: [{ icon: '<>', text: t() }],
    // engineering
    technical_specs: { tolerance: t(), materials: [t()], software: [t()] },
    project_metrics: { projects_completed: 3, efficiency_improvement: t().slice(0, 100), components_designed: t().slice(0, 100) },
    specializations: [t()],
    memberships: [t()],
    // business
    business_metrics: { revenue_impact: t().slice(0, 100), team_size: t().slice(0, 100), success_rate: '1', client_satisfaction: '1' },
    leadership_experience: [{ role: t(), team_size: '1', duration: '1', achievements: t() }],
    strategic_initiatives: [{ initiative: t(), impact: t(), timeline: '1', outcome: t() }],
    core_competencies: [t()],
    industry_focus: { primary: t(), experience_years: 3 },
    leadership_philosophy: t(),
    // creative
    artistic_philosophy: t(),
    exhibitions: [{ name: t(), venue: t(), year: '2020', type: 'Solo' }],
    awards: [{ award: t(), organization: t(), year: '2020', category: t().slice(0, 100) }],
    tools: { design_software: [t()], animation_tools: [t()], traditional_media: [t()] },
    influences: [t()],
  };
  return {
    ...base,
    template_slug: slug,
    name: t(),
    intro: t(),
    description: `${t()}\n${t()}`,
    flat_picture: u(),
    contact: { email: t(), title: t(), description: t(), location: t(), phone: t(), show_phone: true, available_for_freelance: true },
    experiences: base.experiences.map((e) => ({ ...e, position: t(), name: t(), place: t(), date: t(), description: t(), skills: [t(), t()] })),
    educations: base.educations.map((e) => ({ ...e, degree: t(), name: t(), place: t(), date: t(), gpa: t(), description: t(), skills: [t()] })),
    skills: base.skills.map((s) => ({ ...s, title: t(), icon: t(), info: [{ name: t(), level: 'expert' as const }] })),
    projects: base.projects.map((p) => ({ ...p, title: t(), category: t(), date: t(), description: t(), technologies: [t()], code_url: u(), implementation: u(), pictures: [{ img: u(), title: t() }, { img: '/_assets/demo/modern-1.svg', title: t() }] })),
    trainings: base.trainings.map((tr) => ({ ...tr, title: t(), institute: t(), description: t(), date: t(), skills: [t()], pictures: [{ img: u(), title: t() }] })),
    blog_posts: base.blog_posts.map((post) => ({ ...post, title: t(), excerpt: t(), meta_description: t(), tags: [t()], content: xssPayloads.join('\n') })),
    template_data: hostileData,
  };
}
