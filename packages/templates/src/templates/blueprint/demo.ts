import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function blueprintDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'blueprint',
    name: 'Kenji Watanabe',
    intro: 'Mechanical engineer designing electric drivetrains and the test rigs that prove them.',
    description:
      'Twelve years in automotive and robotics. I design gearboxes and motor housings for electric vehicles, from first calculation to the production line, and I build the rigs that break prototypes before customers can.',
    picture: img('kenji-watanabe'),
    contact: { email: 'kenji.watanabe@example.jp', title: 'Senior Mechanical Engineer, EV Drivetrains', location: 'Nagoya, Japan', description: 'Open to lead engineer roles in electrification and robotics.' },
    experiences: [
      { position: 'Senior Mechanical Engineer', name: 'Aisin Drive Systems', place: 'Nagoya', date: '2018 - Present', description: 'Lead designer of a two-speed e-axle gearbox now in production (140,000 units a year). Cut housing mass by 18% with topology optimisation.', skills: ['Gear design', 'FEA'] },
      { position: 'Mechanical Engineer', name: 'Fanuc Robotics', place: 'Yamanashi', date: '2013 - 2018', description: 'Reducers and joint housings for six-axis industrial robots.', skills: ['Harmonic drives'] },
    ],
    educations: [{ degree: 'MEng Mechanical Engineering', name: 'Tohoku University', place: 'Sendai', date: '2011 - 2013', gpa: '', description: 'Thesis on gear whine in electric drivetrains.', skills: ['Tribology', 'Vibration'] }],
    skills: { Design: ['CATIA V5:expert', 'SolidWorks:advanced', 'GD&T:expert'], Analysis: ['ANSYS:advanced', 'MATLAB:advanced', 'Romax:expert'] },
    projects: [
      { title: 'Two-speed e-axle gearbox', category: 'design', date: '2022', description: 'Compact two-speed transmission for a mid-size EV; 97.2% peak efficiency.', technologies: ['CATIA', 'Romax'], pictures: [{ img: img('blueprint-1'), title: 'Gearbox section drawing' }], code_url: '', implementation: 'https://example.jp/e-axle' },
      { title: 'End-of-line NVH test rig', category: 'research', date: '2020', description: 'A rig that listens to every gearbox on the line and flags whine above 42 dB.', technologies: ['LabVIEW', 'Accelerometers'], pictures: [{ img: img('blueprint-2'), title: 'Test rig layout' }], code_url: 'https://github.com/example/nvh-rig', implementation: '' },
    ],
    trainings: [{ title: 'Six Sigma Black Belt', institute: 'JUSE', description: '', date: '2019', skills: [] }],
    posts: [{ title: 'Listening to gears', slug: 'listening-to-gears', content: '<p>How we find a bad tooth by sound alone.</p>', excerpt: 'How we find a bad tooth by sound alone.', published_at: '2024-01-18T08:00:00.000Z' }],
    templateData: {
      technical_specs: { tolerance: '±0.005 mm on bearing seats', materials: ['Aluminium A356', 'Case-hardened steel', 'PEEK'], software: ['CATIA V5', 'ANSYS', 'Romax', 'MATLAB'] },
      project_metrics: { projects_completed: 27, efficiency_improvement: '+4.1%', components_designed: '310+' },
      certifications: [
        { name: 'Professional Engineer (Mechanical)', issuer: 'IPEJ', year: '2017' },
        { name: 'Six Sigma Black Belt', issuer: 'JUSE', year: '2019' },
      ],
      specializations: ['Gear design', 'NVH', 'Lightweighting'],
      experience_years: 12,
      memberships: ['JSME', 'SAE International'],
    },
  });
}
