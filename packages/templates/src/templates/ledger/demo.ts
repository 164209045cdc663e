import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function ledgerDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'ledger',
    name: 'Elena Varga',
    intro: 'Financial due diligence for buyers who want to know what they are really paying for.',
    description:
      'Thirteen years in transaction services and corporate finance, in Zurich and London. I lead buy-side and sell-side diligence for private equity and corporate acquirers in industrials, healthcare and software, from the first data request to the sale and purchase agreement.\n\nMy reports are short, sourced and written for the investment committee that reads them.',
    picture: img('elena-varga'),
    contact: {
      email: 'elena.varga@example.com',
      title: 'Director, Financial Due Diligence',
      location: 'Zurich, Switzerland',
      description: 'For diligence mandates, interim finance roles and board-level advisory work.',
      available_for_freelance: false,
    },
    experiences: [
      {
        position: 'Director, Financial Due Diligence',
        name: 'Alder & Finch Advisory',
        place: 'Zurich',
        date: '2020 - Present',
        description:
          '• Led diligence on 34 transactions with a combined enterprise value of CHF 6.2bn\n• Built the quality-of-earnings model now used across the Zurich practice\n• Lead a team of 12 analysts and managers',
        skills: ['Buy-side diligence', 'Quality of earnings'],
      },
      {
        position: 'Senior Manager, Transaction Services',
        name: 'PwC Switzerland',
        place: 'Zurich',
        date: '2016 - 2020',
        description: 'Carve-outs and sell-side readiness for industrial and healthcare clients; net debt and working-capital negotiations on 20 deals.',
        skills: ['Carve-outs', 'Net debt'],
      },
      {
        position: 'Associate, Corporate Finance',
        name: 'UBS Investment Bank',
        place: 'London',
        date: '2012 - 2016',
        description: 'Valuation and financial modelling for mid-cap M&A in the DACH region.',
        skills: ['Valuation', 'Modelling'],
      },
    ],
    educations: [
      { degree: 'MA in Accounting and Finance', name: 'University of St. Gallen', place: 'St. Gallen', date: '2010 - 2012', gpa: '5.6 / 6', description: '', skills: [] },
      { degree: 'BSc Economics', name: 'Corvinus University of Budapest', place: 'Budapest', date: '2007 - 2010', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Analysis: ['Quality of earnings:expert', 'Net debt and working capital:expert', 'Three-statement modelling:expert', 'IFRS and Swiss GAAP FER:advanced'],
      Tools: ['Excel:expert', 'Power BI:advanced', 'Alteryx:intermediate'],
      Languages: ['English:expert', 'German:expert', 'Hungarian:expert', 'French:intermediate'],
    },
    projects: [
      {
        title: 'Carve-out of a packaging division',
        category: 'Transaction',
        date: '2023',
        description: 'Stand-alone financials for a CHF 480M division: 14 shared services priced, entanglements mapped, the TSA costed before signing.',
        technologies: ['Carve-out', 'TSA'],
        pictures: [{ img: img('ledger-1'), title: 'Stand-alone EBITDA bridge' }],
        code_url: '',
        implementation: 'https://example.com/carve-out-case',
      },
      {
        title: 'Working-capital review, listed retailer',
        category: 'Advisory',
        date: '2021',
        description: 'Seasonality-adjusted targets that released CHF 38M of cash in the first year.',
        technologies: ['Working capital', 'Power BI'],
        pictures: [{ img: img('ledger-2'), title: 'Monthly net working capital against target' }],
        code_url: 'https://github.com/example/nwc-peg-model',
        implementation: '',
      },
    ],
    trainings: [
      { title: 'CFA Charterholder', institute: 'CFA Institute', description: '', date: '2017', skills: [] },
      { title: 'Swiss Certified Expert in Financial and Managerial Accounting', institute: 'EXPERTsuisse', description: '', date: '2019', skills: [] },
    ],
    posts: [
      {
        title: 'Quality of earnings is a story, not a spreadsheet',
        slug: 'quality-of-earnings-is-a-story',
        content: '<p>The adjustments schedule tells you what happened; the story tells you whether it will happen again.</p><h2>Start with the bridge</h2><p>Reported to adjusted EBITDA in five lines, each with its source.</p>',
        excerpt: 'The adjustments schedule tells you what happened; the story tells you whether it will happen again.',
        published_at: '2024-09-12T08:00:00.000Z',
      },
    ],
    templateData: {
      business_metrics: { revenue_impact: 'CHF 6.2bn', team_size: '12', success_rate: '31 of 34', client_satisfaction: '9.4 / 10' },
      leadership_experience: [
        { role: 'Director, Alder & Finch', team_size: '12', duration: '5 yrs', achievements: 'Practice revenue from CHF 3.1M to CHF 7.4M; two managers promoted to director.' },
        { role: 'Senior Manager, PwC', team_size: '8', duration: '4 yrs', achievements: 'Ran the healthcare carve-out team; 20 deals, none reopened after signing.' },
      ],
      strategic_initiatives: [
        { initiative: 'Data-room analytics', impact: '-30% hours per deal', timeline: '2022', outcome: 'Trial balances mapped automatically; analysts start on the questions, not the mapping.' },
        { initiative: 'Sell-side readiness offering', impact: 'CHF 4.1M fees, year one', timeline: '2021', outcome: 'Vendor due diligence packaged for founders selling to private equity.' },
      ],
      core_competencies: ['Financial due diligence', 'Quality of earnings', 'Carve-outs', 'Working capital', 'Purchase price mechanisms'],
      industry_focus: { primary: 'M&A advisory', experience_years: 13 },
      leadership_philosophy: 'Every number has a source, every source has a date, and every conclusion fits on one page.',
    },
  });
}
