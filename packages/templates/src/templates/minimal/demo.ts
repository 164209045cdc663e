import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function minimalDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'minimal',
    name: 'Jonas Berg',
    intro: 'Product manager working on tools for small businesses. Previously an engineer. I like plain software that does one job well.',
    description:
      'I have spent ten years building software for people who would rather be doing something else: bookkeepers, shop owners, carpenters. I start with the job they are trying to get done and cut everything that does not help.',
    picture: img('jonas-berg'),
    contact: { email: 'jonas@example.com', title: 'Product Manager', location: 'Stockholm', description: 'Happy to talk about product roles, advising, or a good book.' },
    experiences: [
      { position: 'Senior Product Manager', name: 'Ledgerly', place: 'Stockholm', date: '2021 - Present', description: 'Own invoicing and payments for 80,000 small businesses. Cut time-to-first-invoice from 9 minutes to 2.', skills: ['Discovery', 'Pricing'] },
      { position: 'Product Manager', name: 'Kassa', place: 'Stockholm', date: '2018 - 2021', description: 'Launched the point-of-sale app for market traders.', skills: [] },
      { position: 'Software Engineer', name: 'Kassa', place: 'Stockholm', date: '2014 - 2018', description: 'Built the payments backend and the offline sync engine.', skills: ['Go', 'PostgreSQL'] },
    ],
    educations: [{ degree: 'MSc Computer Science', name: 'KTH Royal Institute of Technology', place: 'Stockholm', date: '2009 - 2014', gpa: '', description: '', skills: [] }],
    skills: { Product: ['Discovery', 'Roadmapping', 'Pricing', 'Analytics'], Technical: ['SQL', 'Go', 'API design'] },
    projects: [
      { title: 'Invoice in two minutes', category: 'web', date: '2023', description: 'A rebuilt invoicing flow, tested with 40 customers before a line of code.', technologies: ['Research', 'Prototyping'], pictures: [{ img: img('minimal-1'), title: 'Invoice editor' }], code_url: '', implementation: 'https://example.com/invoice' },
      { title: 'Offline sync', category: 'mobile', date: '2017', description: 'Sales recorded without signal and merged safely when the phone comes back online.', technologies: ['Go', 'SQLite'], pictures: [{ img: img('minimal-2'), title: 'Sync diagram' }], code_url: 'https://github.com/example/offline-sync', implementation: '' },
    ],
    trainings: [{ title: 'Continuous Discovery Habits', institute: 'Product Talk', description: '', date: '2022', skills: [] }],
    posts: [
      { title: 'Write the help page first', slug: 'write-the-help-page-first', content: '<p>Before we build a feature we write the help article for it.</p>', excerpt: 'Before we build a feature we write the help article for it.', published_at: '2024-09-01T08:00:00.000Z' },
      { title: 'Fewer settings', slug: 'fewer-settings', content: '<p>Every setting is a decision we did not make.</p>', excerpt: 'Every setting is a decision we did not make.', published_at: '2024-03-12T08:00:00.000Z' },
    ],
  });
}
