import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function atlasDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'atlas',
    name: 'Anouk Verhoeven',
    intro: 'I help governments and companies build things that work in more than one country.',
    description:
      'Fifteen years between public health, development and strategy consulting, on four continents. I have set up vaccine cold chains in Kenya, taken consumer brands into Indonesia and Vietnam, and now lead emerging-markets work from Geneva.\n\nI work best where the question crosses a border: a regulator, a ministry and a board that all have to say yes.',
    picture: img('anouk-verhoeven'),
    contact: {
      email: 'anouk.verhoeven@example.com',
      title: 'Principal, Emerging Markets Strategy',
      location: 'Geneva, Switzerland',
      description: 'For market-entry programmes, public-private partnerships and board advisory in Africa, Latin America and Southeast Asia.',
      available_for_freelance: false,
    },
    experiences: [
      {
        position: 'Principal, Emerging Markets Practice',
        name: 'Boston Consulting Group',
        place: 'Geneva',
        date: '2021 - Present',
        description: '• Lead the practice’s work with global health funds and their private partners\n• Market-entry programmes for consumer and healthcare clients in 11 countries',
        skills: ['Market entry', 'Global health'],
      },
      {
        position: 'Project Leader',
        name: 'Boston Consulting Group',
        place: 'Singapore',
        date: '2017 - 2021',
        description: 'Entry strategies for consumer brands in Indonesia, Vietnam and the Philippines; set up the office’s public-sector practice.',
        skills: ['Southeast Asia', 'Operating models'],
      },
      {
        position: 'Consultant',
        name: 'Boston Consulting Group',
        place: 'São Paulo',
        date: '2014 - 2017',
        description: 'Operations and regulatory work for healthcare and retail clients in Brazil and Colombia.',
        skills: ['Healthcare', 'Regulation'],
      },
      {
        position: 'Programme Officer, Immunisation',
        name: 'UNICEF',
        place: 'Nairobi',
        date: '2011 - 2014',
        description: 'Cold-chain and supply planning with the Kenyan Ministry of Health across 47 counties.',
        skills: ['Supply chain', 'Public sector'],
      },
    ],
    educations: [
      { degree: 'Master in Public Administration in International Development', name: 'Harvard Kennedy School', place: 'Cambridge, MA', date: '2009 - 2011', gpa: '', description: '', skills: [] },
      { degree: 'BSc International Relations', name: 'Leiden University', place: 'The Hague', date: '2005 - 2008', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Consulting: ['Market entry:expert', 'Operating models:expert', 'Public-private partnerships:expert', 'Regulatory strategy:advanced'],
      Languages: ['Dutch:expert', 'English:expert', 'Portuguese:advanced', 'French:advanced', 'Swahili:intermediate', 'Bahasa Indonesia:beginner'],
    },
    projects: [
      {
        title: 'Two markets in eighteen months',
        category: 'Strategy',
        date: '2020',
        description: 'Entry plan, partners and licences for a European infant-nutrition brand in Indonesia and Vietnam; both launched on schedule.',
        technologies: ['Market entry', 'Partnerships'],
        pictures: [{ img: img('atlas-1'), title: 'Launch sequence across the two markets' }],
        code_url: '',
        implementation: 'https://example.com/two-markets',
      },
      {
        title: 'A cold chain for 47 counties',
        category: 'Research',
        date: '2013',
        description: 'Solar fridges, a stock dashboard and monthly county reviews: vaccine stock-outs fell by two thirds in two years.',
        technologies: ['Supply chain', 'Public health'],
        pictures: [{ img: img('atlas-2'), title: 'Vaccine stock-outs by county over two years' }],
        code_url: 'https://github.com/example/cold-chain-dashboard',
        implementation: '',
      },
    ],
    trainings: [
      { title: 'Certified Management Consultant', institute: 'ICMCI', description: '', date: '2019', skills: [] },
      { title: 'Negotiation Mastery', institute: 'Harvard Business School Online', description: '', date: '2018', skills: ['Negotiation'] },
    ],
    posts: [
      {
        title: 'Six cities, one question: who has to say yes?',
        slug: 'who-has-to-say-yes',
        content: '<p>Every cross-border project I have worked on was decided by someone who was not in the first meeting.</p>',
        excerpt: 'Every cross-border project I have worked on was decided by someone who was not in the first meeting.',
        published_at: '2024-08-30T08:00:00.000Z',
      },
    ],
    templateData: null,
  });
}
