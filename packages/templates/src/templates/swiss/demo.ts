import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function swissDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'swiss',
    name: 'Lena Vogel',
    intro: 'Architect. I design public buildings in timber and reused materials: libraries, schools, small civic places.',
    description:
      'Partner at Atelier Vogel Rüegg in Zürich. Our work is about doing more with less: fewer materials, less energy, more daylight. Twelve completed buildings; three national awards.',
    picture: img('lena-vogel'),
    contact: { email: 'lena@example.ch', title: 'Architect, Partner', location: 'Zürich, Switzerland', description: 'For commissions, competitions and teaching.' },
    experiences: [
      { position: 'Partner', name: 'Atelier Vogel Rüegg', place: 'Zürich', date: '2018 - Present', description: 'Co-founded the practice. Lead design on all public commissions; team of 11.', skills: ['Timber construction', 'Competitions'] },
      { position: 'Project Architect', name: 'Gigon/Guyer', place: 'Zürich', date: '2012 - 2018', description: 'Led the design team for a 9,000 m² school extension.', skills: ['Project lead'] },
      { position: 'Architect', name: 'Herzog Partner', place: 'Basel', date: '2009 - 2012', description: 'Competition entries and detail design.', skills: [] },
    ],
    educations: [{ degree: 'MSc Architecture', name: 'ETH Zürich', place: 'Zürich', date: '2004 - 2009', gpa: '', description: '', skills: [] }],
    skills: { Design: ['Public buildings', 'Timber', 'Reuse', 'Daylighting'], Tools: ['ArchiCAD', 'Rhino', 'Physical models'], Languages: ['German', 'English', 'French'] },
    projects: [
      { title: 'Library Altstetten', category: 'design', date: '2023', description: 'A neighbourhood library in cross-laminated timber, 60% of materials reused from the building it replaced.', technologies: ['Timber', 'Reuse'], pictures: [{ img: img('swiss-1'), title: 'Library Altstetten, façade study' }], code_url: '', implementation: 'https://example.ch/altstetten' },
      { title: 'School Pavilion Oerlikon', category: 'design', date: '2021', description: 'Eight classrooms built in nine weeks from prefabricated timber modules.', technologies: ['Prefabrication'], pictures: [{ img: img('swiss-2'), title: 'School pavilion composition' }], code_url: 'https://github.com/example/pavilion-parametric-model', implementation: 'https://example.ch/oerlikon' },
    ],
    trainings: [{ title: 'Visiting Critic', institute: 'EPFL', description: 'Master studio on reuse, autumn semester.', date: '2022', skills: [] }],
    posts: [{ title: 'The greenest building is the one that exists', slug: 'greenest-building', content: '<p>Demolition is rarely the sustainable choice.</p>', excerpt: 'Demolition is rarely the sustainable choice.', published_at: '2024-02-10T08:00:00.000Z' }],
  });
}
