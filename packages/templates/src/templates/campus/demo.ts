import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function campusDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'campus',
    name: 'Tomás Rivera',
    intro: 'Final-year economics student who turns messy public data into answers people can use. Looking for a graduate analyst role from September.',
    description:
      'I grew up between Valencia and Manchester, which is probably why I like comparing things. At university I found that the part of economics I love most is the data: finding it, cleaning it and explaining what it says to people who have five minutes.\nOutside the library I coach an under-12 football team and work weekend shifts at a café.',
    picture: img('tomas-rivera'),
    contact: { email: 'tomas.rivera@student.example.ac.uk', title: 'Economics & Data Analytics student', location: 'Manchester, UK', description: 'I graduate in June and can start in September. Internship and graduate-scheme recruiters: I would love to hear from you.' },
    educations: [
      { degree: 'BSc Economics and Data Analytics', name: 'University of Manchester', place: 'Manchester', date: '2022 - 2025', gpa: 'First (predicted)', description: 'Dissertation: do bus priority lanes shorten journeys? A before-and-after study of 14 routes.', skills: ['Econometrics', 'Statistics in R', 'Public economics', 'Data visualisation'] },
      { degree: 'A levels: Maths, Economics, Spanish', name: 'Xaverian Sixth Form College', place: 'Manchester', date: '2020 - 2022', gpa: 'A*AA', description: '', skills: [] },
    ],
    projects: [
      { title: 'Late again? Mapping bus delays', category: 'data', date: '2024', description: 'Six months of live bus positions for Greater Manchester, cleaned and mapped: the ten stops where delays start.\nFeatured by the university news site.', technologies: ['Python', 'pandas', 'QGIS'], pictures: [{ img: img('campus-1'), title: 'Map of bus delay hot spots' }], code_url: 'https://github.com/example/bus-delays', implementation: 'https://example.com/bus-delays' },
      { title: 'Rent vs. wage tracker', category: 'web', date: '2023', description: 'A one-page site comparing student rents with the minimum wage across 20 UK cities.', technologies: ['R', 'Shiny'], pictures: [{ img: img('campus-2'), title: 'Rent and wage chart' }], code_url: 'https://github.com/example/rent-tracker', implementation: '' },
      { title: 'Case competition: the fare cap', category: 'research', date: '2023', description: 'Team of four; our costing of a £2 fare cap placed second of 36 teams.', technologies: ['Excel', 'Presenting'], pictures: [{ img: img('campus-3'), title: 'Our final slide' }], code_url: '', implementation: '' },
    ],
    experiences: [
      { position: 'Summer Analyst Intern', name: 'Northbridge Bank', place: 'Leeds', date: 'Jun 2024 - Aug 2024', description: '• Built the weekly dashboard the SME lending team now uses\n• Cleaned eight years of loan data for a default-risk model', skills: ['SQL', 'Power BI'] },
      { position: 'Barista (weekends)', name: 'Grind & Co.', place: 'Manchester', date: '2022 - Present', description: 'Opening shifts, training new staff, and the stock spreadsheet nobody else wanted.', skills: [] },
    ],
    skills: {
      Data: ['Python:advanced', 'R:advanced', 'SQL:intermediate', 'Excel:advanced'],
      Tools: ['Power BI:intermediate', 'QGIS:intermediate', 'Git:beginner'],
      Languages: ['English:expert', 'Spanish:expert', 'French:beginner'],
    },
    trainings: [
      { title: 'Google Data Analytics Certificate', institute: 'Coursera', description: '', date: '2023', skills: ['Data cleaning'] },
      { title: 'Bloomberg Market Concepts', institute: 'Bloomberg', description: '', date: '2024', skills: [] },
    ],
    posts: [
      { title: 'What six months of bus data taught me about cleaning data', slug: 'bus-data-cleaning', content: '<p>Most of the work was deciding what a "late" bus even is.</p>', excerpt: 'Most of the work was deciding what a “late” bus even is.', published_at: '2024-10-04T08:00:00.000Z' },
    ],
  });
}
