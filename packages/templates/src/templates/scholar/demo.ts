import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function scholarDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'scholar',
    name: 'Dr. David Adeyemi',
    intro: 'I study how machine learning can make medical diagnosis fairer for patients that today’s datasets leave out.',
    description:
      'I am an assistant professor in the Department of Computer Science, where I lead the Equitable AI for Health lab. My group builds models that are evaluated on the populations they will serve, and tools that tell clinicians when not to trust them.\nBefore academia I spent two years as a data scientist in a hospital trust.',
    picture: img('david-adeyemi'),
    contact: { email: 'd.adeyemi@example.edu', title: 'Assistant Professor of Computer Science', location: 'Edinburgh, Scotland', description: 'Prospective PhD students: please read the lab page before writing, and mention a paper of ours you would extend.' },
    experiences: [
      { position: 'Assistant Professor', name: 'University of Edinburgh', place: 'Edinburgh', date: '2021 - Present', description: 'Lead the Equitable AI for Health lab (3 PhD students, 2 postdocs). Teach Machine Learning Practical.', skills: [] },
      { position: 'Postdoctoral Researcher', name: 'University of Oxford', place: 'Oxford', date: '2019 - 2021', description: 'Big Data Institute; worked on dermatology image models across skin tones.', skills: [] },
      { position: 'Data Scientist', name: 'NHS Lothian', place: 'Edinburgh', date: '2017 - 2019', description: 'Built readmission risk models used on three wards.', skills: [] },
    ],
    educations: [
      { degree: 'PhD Computer Science', name: 'University College London', place: 'London', date: '2013 - 2017', gpa: '', description: 'Thesis: Learning under dataset shift in clinical prediction.', skills: [] },
      { degree: 'BSc Mathematics', name: 'University of Ibadan', place: 'Ibadan', date: '2009 - 2013', gpa: 'First class', description: '', skills: [] },
    ],
    skills: { Methods: ['Causal inference', 'Domain adaptation', 'Uncertainty estimation'], Tools: ['PyTorch', 'JAX', 'R', 'Stan'] },
    projects: [
      { title: 'Skin tone shift in dermatology classifiers', category: 'research', date: 'Nature Medicine, 2023', description: 'Adeyemi D., Clarke R., Osei A. An audit of 12 commercial models across Fitzpatrick types, with a fix that closes most of the gap.', technologies: ['Fairness', 'Computer vision'], pictures: [{ img: img('scholar-1'), title: 'Accuracy by skin type, scatter plot' }], code_url: 'https://github.com/example/skin-shift', implementation: 'https://example.edu/papers/skin-shift' },
      { title: 'When to abstain: selective prediction for triage', category: 'research', date: 'NeurIPS, 2022', description: 'Adeyemi D., Müller T. Models that decline to predict for out-of-distribution patients, tested in two emergency departments.', technologies: ['Uncertainty'], pictures: [{ img: img('scholar-2'), title: 'Triage dashboard' }], code_url: 'https://github.com/example/abstain', implementation: 'https://example.edu/papers/abstain' },
      { title: 'Readmission risk across hospital sites', category: 'research', date: 'JAMIA, 2020', description: 'Adeyemi D. et al. External validation of readmission models in five UK trusts.', technologies: [], pictures: [], code_url: '', implementation: 'https://example.edu/papers/readmission' },
    ],
    trainings: [{ title: 'Machine Learning Practical (lecturer)', institute: 'University of Edinburgh', description: 'Final-year course, 240 students a year.', date: '2021 - Present', skills: [] }],
    posts: [{ title: 'What reviewers taught me about external validation', slug: 'external-validation', content: '<p>Three rejections and what they were right about.</p>', excerpt: 'Three rejections and what they were right about.', published_at: '2024-04-02T08:00:00.000Z' }],
    templateData: {
      philosophy: 'A model is only as fair as the data it was tested on. I publish code, data cards and failure cases with every paper.',
      research_areas: ['Fairness in ML', 'Medical imaging', 'Dataset shift', 'Selective prediction'],
      achievements: ['UKRI Future Leaders Fellowship (2023)', 'Best Paper, Machine Learning for Health (2022)', 'Turing Institute Fellow (2021 - 2024)'],
      publications_count: 34,
      scholar_profile: 'https://scholar.example.com/citations?user=adeyemi',
      experiments_count: 0,
      philosophy_stats: [
        { icon: 'OA', text: 'Every paper open access' },
        { icon: '12', text: 'Public datasets released' },
      ],
      academic_metrics: { publications_count: 34, awards_count: 6, research_years: 9, conferences_count: 21 },
      research_metrics: { models_deployed: 3, datasets_analyzed: 0, research_papers: 0, accuracy_rate: 0 },
    },
  });
}
