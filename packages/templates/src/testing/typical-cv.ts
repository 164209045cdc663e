import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../demo/make';

/**
 * A CV of typical length (eight years of work): what most owners print. It should fit two pages in
 * every template. Pictures point at a demo asset, so it renders without uploads.
 */
export function makeTypicalWebsite(slug: string): WebsiteWithSections {
  return makeDemoWebsite({
    slug,
    name: 'Jordan Ellis',
    intro: 'Product engineer who turns messy operational problems into calm, dependable software.',
    description:
      'I have spent eight years building internal tools and customer-facing products for logistics and healthcare companies.\nI like small teams, clear writing and shipping in weekly steps.',
    contact: { email: 'jordan.ellis@example.com', title: 'Senior Product Engineer', location: 'Leeds, United Kingdom', description: 'Open to senior engineering roles from spring.' },
    picture: '/_assets/demo/david-adeyemi.svg',
    experiences: [
      {
        position: 'Senior Product Engineer',
        name: 'Northwind Freight',
        place: 'Leeds',
        date: '2021 - Present',
        description: 'Lead a team of four building the dispatch planner used by 300 depot staff.\nCut route planning time from two hours to twenty minutes.\nIntroduced feature flags and weekly releases.',
        skills: ['TypeScript', 'PostgreSQL', 'React'],
      },
      {
        position: 'Product Engineer',
        name: 'Carewell Health',
        place: 'Manchester',
        date: '2018 - 2021',
        description: 'Built the appointment booking flow for 40 clinics and its SMS reminders, which halved missed appointments.\nMaintained the patient records API.',
        skills: ['Node.js', 'AWS'],
      },
      {
        position: 'Software Developer',
        name: 'Brightline Studio',
        place: 'Leeds',
        date: '2016 - 2018',
        description: 'Delivered web applications for charities and local councils, from first workshop to handover.',
        skills: ['Python', 'Django'],
      },
      {
        position: 'Junior Developer',
        name: 'Pennine Software',
        place: 'Bradford',
        date: '2015 - 2016',
        description: 'Fixed bugs and wrote tests for a stock management system used by independent retailers.',
        skills: [],
      },
    ],
    educations: [
      { degree: 'BSc Computer Science', name: 'University of Leeds', place: 'Leeds', date: '2012 - 2015', gpa: '', description: 'First-class honours; dissertation on scheduling heuristics.', skills: [] },
    ],
    skills: { Languages: ['TypeScript:expert', 'Python:advanced', 'SQL:advanced'], Practice: ['Product discovery', 'Code review', 'Mentoring', 'Incident response'], Tools: ['PostgreSQL', 'React', 'AWS', 'Docker'] },
    projects: [
      {
        title: 'Depot Planner',
        category: 'web',
        date: '2023',
        description: 'Drag-and-drop route planning for freight depots, with live traffic estimates.',
        technologies: ['React', 'PostgreSQL'],
        code_url: '',
        implementation: 'https://planner.example.com',
        pictures: [{ img: '/_assets/demo/minimal-1.svg', title: 'Depot Planner' }],
      },
      { title: 'Open Timetables', category: 'data', date: '2020', description: 'An open-source library that turns bus timetables into a clean JSON feed.', technologies: ['Python'], code_url: 'https://github.com/example/open-timetables', implementation: '' },
    ],
    trainings: [{ title: 'AWS Certified Developer', institute: 'Amazon Web Services', date: '2022', description: '', skills: [] }],
  });
}
