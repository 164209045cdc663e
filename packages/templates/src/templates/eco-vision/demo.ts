import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function ecoDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'eco-vision',
    name: 'Dr. Sofia Lindqvist',
    intro: 'Public health physician working where climate and health meet: cleaner air, cooler cities, healthier neighbourhoods.',
    description:
      'I trained in respiratory medicine and now lead programmes that measure and reduce the health effects of heat and air pollution. I work with city governments, hospitals and community groups, and I still see patients one day a week.',
    picture: img('sofia-lindqvist'),
    contact: { email: 'sofia.lindqvist@example.org', title: 'Public Health Physician', location: 'Gothenburg, Sweden', description: 'I welcome invitations to advise, speak or collaborate on climate-and-health projects.', available_for_freelance: true },
    experiences: [
      { position: 'Programme Lead, Climate & Health', name: 'Region Västra Götaland', place: 'Gothenburg', date: '2020 - Present', description: 'Lead a 9-person team running heat-health warnings and clean-air school streets across 49 municipalities.', skills: ['Programme design', 'Epidemiology'] },
      { position: 'Consultant, Respiratory Medicine', name: 'Sahlgrenska University Hospital', place: 'Gothenburg', date: '2015 - Present', description: 'Clinical work one day a week; founded the asthma clinic for children in low-income districts.', skills: ['Clinical care'] },
      { position: 'Research Fellow', name: 'WHO Europe', place: 'Bonn', date: '2013 - 2015', description: 'Co-authored the air-quality guidelines review on ultrafine particles.', skills: ['Systematic review'] },
    ],
    educations: [
      { degree: 'PhD Environmental Medicine', name: 'Karolinska Institutet', place: 'Stockholm', date: '2009 - 2013', gpa: '', description: 'Thesis on traffic pollution and childhood asthma.', skills: [] },
      { degree: 'MD', name: 'University of Gothenburg', place: 'Gothenburg', date: '2003 - 2009', gpa: '', description: '', skills: [] },
    ],
    skills: { 'Public health': ['Epidemiology', 'Health impact assessment', 'Policy advice'], Clinical: ['Respiratory medicine', 'Paediatric asthma'], Communication: ['Public speaking', 'Swedish', 'English', 'German'] },
    projects: [
      { title: 'School Streets', category: 'research', date: '2023', description: 'Closed 30 school roads to traffic at drop-off; NO₂ at the gates fell by a quarter.', technologies: ['Air sensors', 'Community engagement'], pictures: [{ img: img('eco-1'), title: 'Green hills illustration for School Streets' }], code_url: '', implementation: 'https://example.org/school-streets' },
      { title: 'Heat Ready', category: 'research', date: '2022', description: 'A heat-health warning system that calls vulnerable patients before a heatwave.', technologies: ['Early warning', 'Primary care'], pictures: [{ img: img('eco-2'), title: 'Summer landscape for Heat Ready' }], code_url: '', implementation: 'https://example.org/heat-ready' },
      { title: 'Open air data', category: 'data', date: '2021', description: 'Hourly pollution and admissions data, published openly for researchers.', technologies: ['Open data', 'R'], pictures: [{ img: img('eco-3'), title: 'Pollution and admissions chart' }], code_url: 'https://github.com/example/open-air', implementation: '' },
    ],
    trainings: [{ title: 'Planetary Health Leadership', institute: 'Harvard T.H. Chan School', description: '', date: '2021', skills: [] }],
    posts: [{ title: 'What a heatwave does to a hospital', slug: 'heatwave-hospital', content: '<p>Admissions rise before the thermometer peaks. Here is what we learned in 2022.</p>', excerpt: 'Admissions rise before the thermometer peaks. Here is what we learned in 2022.', published_at: '2024-08-14T08:00:00.000Z' }],
  });
}
