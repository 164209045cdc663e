import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function meridianDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'meridian',
    name: 'Amara Okafor',
    intro: 'Finance and operations leader who turns messy numbers into decisions a board can act on.',
    description:
      'I have led finance teams in logistics and retail for twelve years, through two acquisitions and one very long ERP migration. I build forecasting models people trust and processes that survive the people who built them.',
    picture: img('amara-okafor'),
    contact: { email: 'amara.okafor@example.com', title: 'Head of Finance & Operations', location: 'London · Lagos', description: 'Interested in CFO and COO roles at growth-stage companies.' },
    experiences: [
      { position: 'Head of Finance & Operations', name: 'Swiftline Logistics', place: 'London', date: 'Apr 2020 - Present', description: 'Lead a team of 14 across FP&A, procurement and fleet operations. Cut operating costs 11% in two years while volumes grew 40%.', skills: ['FP&A', 'Procurement'] },
      { position: 'Finance Manager', name: 'Marketplace Retail Group', place: 'Lagos', date: 'Jan 2015 - Mar 2020', description: 'Ran monthly close for 60 stores and led the due diligence for the group’s acquisition of a competitor.', skills: ['M&A', 'Reporting'] },
      { position: 'Senior Analyst', name: 'Deloitte', place: 'Lagos', date: 'Sep 2011 - Dec 2014', description: 'Audit and advisory for consumer goods clients.', skills: ['Audit'] },
    ],
    educations: [
      { degree: 'MBA', name: 'London Business School', place: 'London', date: '2018 - 2020', gpa: '', description: 'Executive programme, studied part-time.', skills: [] },
      { degree: 'BSc Accounting', name: 'University of Lagos', place: 'Lagos', date: '2007 - 2011', gpa: '4.6 / 5', description: '', skills: [] },
    ],
    skills: { Finance: ['Forecasting:expert', 'Budgeting:expert', 'M&A due diligence:advanced'], Operations: ['Process design:advanced', 'Vendor negotiation:advanced', 'SQL:intermediate'] },
    projects: [
      { title: 'Rolling forecast', category: 'data', date: '2022', description: 'Replaced the annual budget with a 13-week rolling forecast; variance fell from 18% to 4%.', technologies: ['Power BI', 'SQL'], pictures: [{ img: img('meridian-1'), title: 'Forecast dashboard' }], code_url: '', implementation: 'https://example.com/forecast' },
      { title: 'Fleet cost model', category: 'data', date: '2021', description: 'A per-route cost model that decided which routes to outsource.', technologies: ['Excel', 'Python'], pictures: [{ img: img('meridian-2'), title: 'Cost per route chart' }], code_url: 'https://github.com/example/fleet-cost', implementation: '' },
    ],
    trainings: [{ title: 'Chartered Accountant (ACCA)', institute: 'ACCA', description: '', date: '2014', skills: [] }, { title: 'Lean Six Sigma Green Belt', institute: 'BSI', description: '', date: '2019', skills: [] }],
    posts: [{ title: 'Why we stopped budgeting once a year', slug: 'stop-annual-budgets', content: '<p>A budget is a forecast that stopped listening.</p>', excerpt: 'A budget is a forecast that stopped listening.', published_at: '2024-05-20T08:00:00.000Z' }],
  });
}
