import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function gridlineDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'gridline',
    name: 'Tiago Moreira',
    intro: 'Structural engineer for bridges and long-span roofs, from the first hand calculation to the last site inspection.',
    description:
      'Eleven years designing and checking steel, concrete and timber structures in Portugal, Norway and the UK. Most of my work is footbridges, rail viaducts and the strengthening of structures that have to stay in service while we work on them.\n\nI write calculations a checker can follow line by line, and drawings a steel fabricator can build from without a phone call.',
    picture: img('tiago-moreira'),
    contact: {
      email: 'tiago.moreira@example.pt',
      title: 'Chartered Structural Engineer, Bridges',
      location: 'Porto, Portugal',
      description: 'For bridge design, independent checking (Category 2 and 3) and retrofit assessments.',
      available_for_freelance: true,
    },
    experiences: [
      {
        position: 'Associate Director, Bridges',
        name: 'Arcos Engenharia',
        place: 'Porto',
        date: '2019 - Present',
        description:
          '• Lead engineer on the Douro cycle-and-foot bridge, a 180 m cable-stayed steel deck\n• Run independent checks of rail viaducts for Infraestruturas de Portugal\n• Manage a team of 9 engineers and 4 technicians',
        skills: ['Steel bridges', 'Design checking', 'Eurocode 3'],
      },
      {
        position: 'Senior Structural Engineer',
        name: 'Norconsult',
        place: 'Bergen',
        date: '2015 - 2019',
        description: 'Timber and concrete road bridges for the Norwegian Public Roads Administration; fatigue assessment of existing steel truss bridges.',
        skills: ['Timber', 'Fatigue'],
      },
      {
        position: 'Graduate Engineer',
        name: 'Ramboll UK',
        place: 'London',
        date: '2013 - 2015',
        description: 'Station canopies and footbridges for Network Rail.',
        skills: ['Rail', 'Revit'],
      },
    ],
    educations: [
      { degree: 'MSc Structural Engineering', name: 'Faculdade de Engenharia da Universidade do Porto', place: 'Porto', date: '2008 - 2013', gpa: '17 / 20', description: 'Thesis on the dynamic response of slender footbridges to crowd loading.', skills: ['Structural dynamics'] },
    ],
    skills: {
      Analysis: ['SOFiSTiK:expert', 'SAP2000:advanced', 'Midas Civil:advanced', 'IDEA StatiCa:expert'],
      Codes: ['Eurocode 0-3:expert', 'Eurocode 5 (timber):advanced', 'NS-EN annexes:intermediate'],
      Drawing: ['Tekla Structures:advanced', 'Revit:intermediate', 'AutoCAD:expert'],
    },
    projects: [
      {
        title: 'Douro footbridge',
        category: 'design',
        date: '2023',
        description: 'A 180 m cable-stayed steel footbridge with a single inclined pylon.\n• Tuned mass dampers keep deck accelerations under 0.5 m/s²\n• Erected by incremental launching over a live river channel',
        technologies: ['SOFiSTiK', 'Tekla', 'Eurocode 3'],
        pictures: [{ img: img('gridline-1'), title: 'Elevation and pylon detail' }],
        code_url: '',
        implementation: 'https://example.pt/douro-footbridge',
      },
      {
        title: 'Linha do Norte viaduct strengthening',
        category: 'research',
        date: '2021',
        description: 'Fatigue assessment and bolted plate strengthening of a 1950s riveted steel viaduct, kept in service throughout.',
        technologies: ['Midas Civil', 'Strain gauges'],
        pictures: [{ img: img('gridline-2'), title: 'Strain gauge layout on the main girders' }],
        code_url: 'https://github.com/example/fatigue-tools',
        implementation: '',
      },
    ],
    trainings: [{ title: 'Bridge inspection (Level 2)', institute: 'LNEC', description: 'Principal inspection of steel and concrete bridges.', date: '2020', skills: [] }],
    posts: [
      {
        title: 'Why footbridges sway',
        slug: 'why-footbridges-sway',
        content: '<p>Crowds walk in step with a bridge that moves. Here is how we design so they do not.</p>',
        excerpt: 'Crowds walk in step with a bridge that moves. Here is how we design so they do not.',
        published_at: '2024-05-02T08:00:00.000Z',
      },
    ],
    templateData: {
      technical_specs: { tolerance: 'Deflection ≤ L/500 under pedestrian load', materials: ['S355 steel', 'C40/50 concrete', 'Glulam GL28h'], software: ['SOFiSTiK', 'Midas Civil', 'Tekla Structures'] },
      project_metrics: { projects_completed: 46, efficiency_improvement: '', components_designed: '' },
      certifications: [
        { name: 'Chartered Engineer (CEng MIStructE)', issuer: 'IStructE', year: '2017' },
        { name: 'Specialist in Structural Engineering', issuer: 'Ordem dos Engenheiros', year: '2020' },
        { name: 'Bridge Inspector, Level 2', issuer: 'LNEC', year: '2020' },
      ],
      specializations: ['Bridges', 'Steel structures'],
      experience_years: 11,
      memberships: ['IStructE', 'IABSE', 'Ordem dos Engenheiros'],
    },
  });
}
