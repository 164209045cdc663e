import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function carbonDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'carbon',
    name: 'Samuel Osei',
    intro: 'Flight control computers and the avionics that keep them honest, from schematic to first flight.',
    description:
      'Fourteen years in avionics, most of them on fly-by-wire. I design the hardware of flight control computers, write the requirements their software is tested against, and take them through DO-254 to certification.\n\nI am happiest in the integration lab at two in the morning, when the iron bird finally flies the profile it failed all week.',
    picture: img('samuel-osei'),
    contact: {
      email: 'samuel.osei@example.com',
      title: 'Lead Avionics Systems Engineer',
      location: 'Toulouse, France',
      description: 'Open to lead and chief engineer roles in flight controls, eVTOL and space avionics.',
      available_for_freelance: false,
    },
    experiences: [
      {
        position: 'Lead Avionics Systems Engineer',
        name: 'Aerion Flight Systems',
        place: 'Toulouse',
        date: '2019 - Present',
        description:
          '• Hardware lead for a triplex flight control computer now flying on a 19-seat regional aircraft\n• Took the design through DO-254 DAL A with no open findings at the final audit\n• Lead a team of 11 hardware and test engineers',
        skills: ['Flight control computer', 'ARINC 664 (AFDX)', 'DO-254 DAL A'],
      },
      {
        position: 'Senior Electronics Engineer',
        name: 'Safran Electronics & Defense',
        place: 'Massy',
        date: '2014 - 2019',
        description: 'Inertial reference unit electronics and their built-in test; cut the unit’s false-alarm rate by 60%.',
        skills: ['Inertial reference', 'Built-in test', 'ARINC 429'],
      },
      {
        position: 'Electronics Engineer',
        name: 'GE Aviation',
        place: 'Cheltenham',
        date: '2011 - 2014',
        description: 'Power supplies and I/O boards for engine health monitoring units.',
        skills: ['Power electronics', 'FPGA'],
      },
    ],
    educations: [
      { degree: 'MSc Avionic Systems', name: 'ISAE-SUPAERO', place: 'Toulouse', date: '2009 - 2011', gpa: '', description: 'Thesis on fault detection in redundant sensor sets.', skills: ['Redundancy management'] },
      { degree: 'BEng Electrical and Electronic Engineering', name: 'Kwame Nkrumah University of Science and Technology', place: 'Kumasi', date: '2005 - 2009', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Hardware: ['FPGA (VHDL):expert', 'Board design:expert', 'Power electronics:advanced', 'EMC / DO-160:advanced'],
      Systems: ['DO-254:expert', 'ARP4754A:advanced', 'Model-based design:intermediate'],
      Tools: ['Altium Designer:expert', 'MATLAB / Simulink:advanced', 'DOORS:advanced', 'Python:intermediate'],
    },
    projects: [
      {
        title: 'Triplex flight control computer',
        category: 'design',
        date: '2023',
        description: 'Three dissimilar lanes with cross-channel monitoring; each lane survives a single event upset without a disconnect.\n• 4.8 kg, 38 W per lane\n• First flight March 2023, certified 2024',
        technologies: ['VHDL', 'Altium', 'AFDX', 'DO-254'],
        pictures: [{ img: img('carbon-1'), title: 'Lane architecture of the flight control computer' }],
        code_url: '',
        implementation: 'https://example.com/fcc',
      },
      {
        title: 'Iron bird integration rig',
        category: 'research',
        date: '2021',
        description: 'A full-scale rig with real actuators and a simulated aircraft, flying certification profiles around the clock.',
        technologies: ['dSPACE', 'Simulink', 'Python'],
        pictures: [{ img: img('carbon-2'), title: 'Rig monitoring dashboard' }],
        code_url: 'https://github.com/example/ironbird-tools',
        implementation: '',
      },
      {
        title: 'IRU built-in test',
        category: 'other',
        date: '2018',
        description: 'Rewrote the inertial unit’s built-in test so it tells a real fault from a cold start.',
        technologies: ['C', 'ARINC 429'],
        pictures: [{ img: img('carbon-3'), title: 'Built-in test log' }],
        code_url: '',
        implementation: '',
      },
    ],
    trainings: [{ title: 'DO-178C and DO-254 for practitioners', institute: 'RTCA', description: '', date: '2019', skills: [] }],
    posts: [
      {
        title: 'Three lanes, one answer',
        slug: 'three-lanes-one-answer',
        content: '<p>How a triplex computer agrees with itself, and what happens when it does not.</p>',
        excerpt: 'How a triplex computer agrees with itself, and what happens when it does not.',
        published_at: '2024-09-10T08:00:00.000Z',
      },
    ],
    templateData: {
      technical_specs: { tolerance: 'DAL A hardware, single-event-upset tolerant', materials: ['Rad-tolerant FPGAs', 'Polyimide PCBs'], software: ['Altium Designer', 'Simulink', 'DOORS', 'ModelSim'] },
      project_metrics: { projects_completed: 23, efficiency_improvement: '', components_designed: '140+' },
      certifications: [
        { name: 'Chartered Engineer (CEng)', issuer: 'IET', year: '2016' },
        { name: 'DO-254 Certified Practitioner', issuer: 'Airborne Electronic Hardware Council', year: '2019' },
        { name: 'Private Pilot Licence', issuer: 'DGAC', year: '2021' },
      ],
      specializations: ['Fly-by-wire', 'Avionics hardware', 'Certification'],
      experience_years: 14,
      memberships: ['RAeS', 'IEEE Aerospace and Electronic Systems Society'],
    },
  });
}
