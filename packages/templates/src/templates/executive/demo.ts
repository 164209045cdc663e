import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function executiveDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'executive-dashboard',
    name: 'Richard Hale',
    intro: 'Operator and turnaround leader. I take good companies through hard years and hand them back growing.',
    description:
      'Twenty years leading operations and commercial teams in B2B software and industrial services. Three turnarounds, one IPO, and a habit of publishing the numbers to the whole company every Monday.',
    picture: img('richard-hale'),
    contact: { email: 'richard.hale@example.com', title: 'Chief Operating Officer', location: 'New York, NY', description: 'For board seats, operating partner roles and advisory work.' },
    experiences: [
      { position: 'Chief Operating Officer', name: 'Brightwave Software', place: 'New York', date: '2019 - Present', description: 'Own sales, customer success and operations (420 people). ARR from $68M to $190M; led the 2023 IPO readiness programme.', skills: ['Go-to-market', 'IPO readiness'] },
      { position: 'SVP Operations', name: 'Meridian Industrial Services', place: 'Chicago', date: '2013 - 2019', description: 'Turnaround of a 2,000-person field services business; EBITDA margin from 4% to 14%.', skills: ['Turnaround', 'Lean'] },
      { position: 'Engagement Manager', name: 'McKinsey & Company', place: 'Chicago', date: '2008 - 2013', description: 'Operations practice; industrial and software clients.', skills: ['Strategy'] },
    ],
    educations: [{ degree: 'MBA', name: 'The Wharton School', place: 'Philadelphia', date: '2006 - 2008', gpa: '', description: '', skills: [] }, { degree: 'BS Industrial Engineering', name: 'Georgia Tech', place: 'Atlanta', date: '2000 - 2004', gpa: '3.8', description: '', skills: [] }],
    skills: { Leadership: ['Turnarounds:expert', 'Org design:expert', 'Board relations:advanced'], Commercial: ['Pricing:expert', 'Sales operations:advanced', 'M&A integration:advanced'] },
    projects: [
      { title: 'IPO readiness programme', category: 'Strategy', date: '2023', description: 'Twelve workstreams, from SOX controls to investor metrics, delivered in 14 months.', technologies: ['Governance', 'Finance'], pictures: [{ img: img('exec-1'), title: 'Readiness dashboard' }], code_url: 'https://github.com/example/ipo-readiness-playbook', implementation: 'https://example.com/ipo' },
      { title: 'Field services turnaround', category: 'Operations', date: '2016', description: 'Route density, pricing and a new dispatch system: margin up ten points in three years.', technologies: ['Lean', 'Pricing'], pictures: [{ img: img('exec-2'), title: 'Margin trend chart' }], code_url: '', implementation: '' },
    ],
    trainings: [{ title: 'Board Director Certification', institute: 'NACD', description: '', date: '2022', skills: [] }],
    posts: [{ title: 'Publish the numbers every Monday', slug: 'publish-the-numbers', content: '<p>Transparency is an operating system, not a value statement.</p>', excerpt: 'Transparency is an operating system, not a value statement.', published_at: '2024-09-23T08:00:00.000Z' }],
    templateData: {
      business_metrics: { revenue_impact: '$120M ARR', team_size: '420', success_rate: '3 of 3', client_satisfaction: 'NPS 61' },
      leadership_experience: [
        { role: 'COO, Brightwave', team_size: '420', duration: '5 yrs', achievements: 'ARR 2.8x; gross retention 94%; IPO-ready in 14 months.' },
        { role: 'SVP Ops, Meridian', team_size: '2,000', duration: '6 yrs', achievements: 'EBITDA margin 4% → 14%; safety incidents down 60%.' },
      ],
      strategic_initiatives: [
        { initiative: 'Usage-based pricing', impact: '+18% net revenue retention', timeline: '2022', outcome: 'Moved 70% of customers to usage tiers without churn spike.' },
        { initiative: 'Customer success redesign', impact: 'Churn 11% → 6%', timeline: '2021', outcome: 'Pooled model for SMB, named CSMs for enterprise.' },
      ],
      core_competencies: ['Turnarounds', 'Go-to-market', 'Pricing', 'M&A integration', 'Board governance'],
      industry_focus: { primary: 'B2B software', experience_years: 20 },
      leadership_philosophy: 'Say the numbers out loud, decide with the people closest to the work, and keep the plan on one page.',
    },
  });
}
