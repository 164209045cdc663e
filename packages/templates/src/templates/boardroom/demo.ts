import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function boardroomDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'boardroom',
    name: 'Victoria Ashworth',
    intro: 'Chief executive and non-executive director. I lead large, regulated businesses through change without losing the people who run them.',
    description:
      'Victoria Ashworth has been Group Chief Executive of Halden Logistics since 2017, taking it from a private company with £900m revenue to a FTSE 250 business with revenue of £2.4bn and 11,000 colleagues in nine countries.\nBefore Halden she spent twelve years at Carrow Group, latterly as Chief Operating Officer, and began her career in corporate finance at Rothschild. She chairs the audit committee of Severn Water and is a trustee of the Royal Academy of Engineering.',
    picture: img('victoria-ashworth'),
    contact: { email: 'office@ashworth.example', title: 'Group Chief Executive · Non-Executive Director', location: 'London', description: 'For board appointments, speaking and press, please write to my office; my chief of staff replies within two working days.' },
    experiences: [
      { position: 'Group Chief Executive', name: 'Halden Logistics plc', place: 'London', date: '2017 - Present', description: 'Led the 2019 listing, four acquisitions and the move to an electric urban fleet; revenue from £0.9bn to £2.4bn.', skills: ['Listing', 'M&A'] },
      { position: 'Chief Operating Officer', name: 'Carrow Group', place: 'Birmingham', date: '2012 - 2017', description: 'Ran 38 distribution centres; on-time delivery from 91% to 98.6%.', skills: ['Operations'] },
      { position: 'Director, Strategy', name: 'Carrow Group', place: 'Birmingham', date: '2005 - 2012', description: 'Built the group strategy function; led the sale of the retail division.', skills: [] },
      { position: 'Associate Director, Corporate Finance', name: 'Rothschild & Co', place: 'London', date: '1999 - 2005', description: '', skills: [] },
    ],
    educations: [
      { degree: 'MA Economics', name: 'University of Edinburgh', place: 'Edinburgh', date: '1995 - 1999', gpa: '', description: '', skills: [] },
      { degree: 'Advanced Management Program', name: 'Harvard Business School', place: 'Boston', date: '2014', gpa: '', description: '', skills: [] },
    ],
    skills: { Sectors: ['Logistics', 'Water and utilities', 'Infrastructure'], Disciplines: ['Capital allocation', 'M&A and integration', 'Decarbonisation', 'Investor relations'] },
    projects: [
      { title: 'Electric urban fleet', category: 'Programme', date: '2020 - 2024', description: '2,300 vans replaced in five cities; Scope 1 emissions down 41% against 2019.', technologies: ['Sustainability', 'Capex'], pictures: [{ img: img('boardroom-1'), title: 'Scope 1 emissions by year, falling' }], code_url: 'https://github.com/example/halden-emissions-method', implementation: 'https://example.com/halden/fleet' },
    ],
    trainings: [{ title: 'Financial Times Non-Executive Director Diploma', institute: 'FT Board Director Programme', description: '', date: '2019', skills: [] }],
    posts: [{ title: 'What a board should ask about decarbonisation', slug: 'board-questions-decarbonisation', content: '<p>Five questions, and the numbers that answer them.</p>', excerpt: 'Five questions, and the numbers that answer them.', published_at: '2024-06-18T08:00:00.000Z' }],
    templateData: {
      business_metrics: { revenue_impact: '£2.4bn', team_size: '11,000', success_rate: '+140% TSR', client_satisfaction: '' },
      leadership_experience: [
        { role: 'Non-Executive Director, Severn Water plc', team_size: 'Chair, Audit Committee', duration: '2021 - present', achievements: 'Led the committee through the first price review under the new regulator.' },
        { role: 'Trustee, Royal Academy of Engineering', team_size: 'Finance Committee', duration: '2020 - present', achievements: '' },
        { role: 'Member, CBI President’s Committee', team_size: '', duration: '2018 - 2022', achievements: '' },
      ],
      strategic_initiatives: [
        { initiative: 'Took Halden to the London Stock Exchange', impact: '£1.1bn valuation at listing', timeline: '2019', outcome: 'Two years of preparation; the first logistics IPO in London in a decade.' },
        { initiative: 'Four acquisitions in continental Europe', impact: 'Revenue outside the UK from 8% to 34%', timeline: '2019 - 2023', outcome: 'Integrated on one warehouse system within 18 months of each deal.' },
        { initiative: 'Electric urban fleet', impact: 'Scope 1 emissions down 41%', timeline: '2020 - 2024', outcome: 'Funded within the existing capex envelope by changing the lease cycle.' },
      ],
      core_competencies: ['Listed-company leadership', 'M&A', 'Regulated utilities', 'Capital allocation', 'Decarbonisation'],
      industry_focus: { primary: 'Logistics and infrastructure', experience_years: 25 },
      leadership_philosophy: 'Tell the board the bad news first, and the plan second.',
    },
  });
}
