import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function terminalDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'terminal',
    name: 'Noor Haddad',
    intro: 'Full-stack developer. I like small teams, boring tech, and pages that load before you finish blinking.',
    description:
      'Seven years of shipping web products end to end: the schema, the API, the UI and the pager. Currently building the checkout at a Berlin grocery start-up.\nI write TypeScript and Go by day and keep a handful of small open-source tools alive by night.',
    picture: img('noor-haddad'),
    contact: { email: 'noor@haddad.example', title: 'Full-stack Developer', location: 'Berlin, DE', description: 'Happy to talk about senior full-stack roles, contract work under three months, or your weird bug.', available_for_freelance: true },
    experiences: [
      { position: 'Senior Full-stack Developer', name: 'Korb', place: 'Berlin', date: '2022 - Present', description: '• Rebuilt checkout on Next.js and a Go payments service; conversion up 9%\n• Cut the p95 of the basket API from 640 ms to 110 ms\n• Run the weekly web guild for 14 engineers', skills: ['TypeScript', 'Go', 'PostgreSQL'] },
      { position: 'Full-stack Developer', name: 'Lumen Health', place: 'Amman', date: '2019 - 2022', description: 'Patient booking for 60 clinics in Arabic and English: right-to-left UI, SMS reminders, offline-first admin.', skills: ['React', 'Node.js', 'Redis'] },
      { position: 'Junior Web Developer', name: 'Souk Digital', place: 'Amman', date: '2017 - 2019', description: 'Shop themes and a shared component library for 30 merchant sites.', skills: ['JavaScript', 'PHP'] },
    ],
    educations: [{ degree: 'BSc Computer Science', name: 'Princess Sumaya University for Technology', place: 'Amman', date: '2013 - 2017', gpa: '3.7 / 4', description: '', skills: ['Databases', 'Networks'] }],
    skills: {
      Languages: ['TypeScript:expert', 'Go:advanced', 'SQL:advanced', 'Python:intermediate'],
      Web: ['React:expert', 'Next.js:advanced', 'Node.js:expert', 'CSS:advanced'],
      Ops: ['PostgreSQL:advanced', 'Docker:advanced', 'GitHub Actions:advanced', 'Grafana:intermediate'],
    },
    projects: [
      { title: 'tinyq', category: 'api', date: '2024', description: 'A job queue in one PostgreSQL table: SKIP LOCKED, retries with backoff, 900 stars.', technologies: ['Go', 'PostgreSQL'], pictures: [{ img: img('terminal-1'), title: 'tinyq worker log in a terminal' }], code_url: 'https://github.com/example/tinyq', implementation: 'https://tinyq.example.dev' },
      { title: 'rtl-check', category: 'web', date: '2021', description: 'A linter that flags CSS which breaks right-to-left layouts: left/right instead of logical properties, mirrored icons.', technologies: ['TypeScript', 'PostCSS'], pictures: [{ img: img('terminal-2'), title: 'rtl-check report' }], code_url: 'https://github.com/example/rtl-check', implementation: '' },
      { title: 'dotfiles', category: 'other', date: '2017 - now', description: 'My shell, editor and tmux setup; people keep borrowing the prompt.', technologies: ['Shell', 'Lua'], pictures: [], code_url: 'https://github.com/example/dotfiles', implementation: '' },
    ],
    trainings: [{ title: 'AWS Certified Developer – Associate', institute: 'Amazon Web Services', description: '', date: '2023', skills: ['AWS'] }],
    posts: [
      { title: 'One table is enough: a job queue in PostgreSQL', slug: 'one-table-job-queue', content: '<p>Before you add a broker, try <code>FOR UPDATE SKIP LOCKED</code>.</p><pre><code>select id from jobs where run_at &lt;= now() for update skip locked limit 10;</code></pre>', excerpt: 'Before you add a broker, try FOR UPDATE SKIP LOCKED.', published_at: '2024-11-12T08:00:00.000Z' },
      { title: 'Logical properties, or how we stopped mirroring CSS by hand', slug: 'logical-properties', content: '<p>margin-inline-start is the whole trick.</p>', excerpt: 'margin-inline-start is the whole trick.', published_at: '2024-03-02T08:00:00.000Z' },
    ],
  });
}
