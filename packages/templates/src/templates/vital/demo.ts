import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function vitalDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'vital',
    name: 'Samuel Achebe',
    intro: 'Heart valve surgery through smaller incisions, and the trials that show when it is the better operation.',
    description:
      'I am a consultant cardiothoracic surgeon at the Royal Brompton Hospital, where I lead the minimally invasive valve programme, and an honorary senior lecturer at Imperial College London.\n\nMy research asks a practical question: which patients do better with a smaller operation, and which do not. I run randomised trials and registry studies, and I publish the data and code behind them.',
    picture: img('samuel-achebe'),
    contact: {
      email: 'samuel.achebe@example.com',
      title: 'Consultant Cardiothoracic Surgeon and Clinical Researcher',
      location: 'London, United Kingdom',
      description: 'Patient referrals go through the cardiac surgery office at the Royal Brompton. For research collaborations, peer review and lectures, write to me here.',
      available_for_freelance: false,
    },
    experiences: [
      {
        position: 'Consultant Cardiothoracic Surgeon',
        name: 'Royal Brompton Hospital',
        place: 'London',
        date: '2016 - Present',
        description:
          '• Around 220 valve and coronary operations a year, 40% of them minimally invasive\n• Founded the minimally invasive aortic valve programme\n• Lead for surgical training in the cardiac unit',
        skills: ['Aortic valve surgery', 'Minimally invasive'],
      },
      {
        position: 'Honorary Senior Lecturer',
        name: 'National Heart and Lung Institute, Imperial College London',
        place: 'London',
        date: '2018 - Present',
        description: 'Chief investigator of the MINI-AVR trial; I supervise four doctoral students in surgical outcomes research.',
        skills: ['Clinical trials', 'Supervision'],
      },
      {
        position: 'British Heart Foundation Research Fellow',
        name: 'University of Cambridge',
        place: 'Cambridge',
        date: '2011 - 2014',
        description: 'Doctoral research on frailty and recovery after cardiac surgery in older adults.',
        skills: ['Outcomes research'],
      },
      {
        position: 'Specialty Registrar, Cardiothoracic Surgery',
        name: 'Royal Papworth Hospital',
        place: 'Cambridge',
        date: '2009 - 2016',
        description: 'Higher surgical training in adult cardiac and thoracic surgery, with two years out of programme for research.',
        skills: ['Cardiac surgery', 'Thoracic surgery'],
      },
    ],
    educations: [
      { degree: 'PhD in Cardiovascular Medicine', name: 'University of Cambridge', place: 'Cambridge', date: '2011 - 2014', gpa: '', description: 'Thesis: frailty, recovery and survival after cardiac surgery in adults over 75.', skills: [] },
      { degree: 'MBBS with distinction', name: 'University College London', place: 'London', date: '2001 - 2007', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Surgical: ['Aortic valve repair and replacement:expert', 'Minimally invasive cardiac surgery:expert', 'Coronary artery bypass grafting:expert', 'Aortic root surgery:advanced'],
      Research: ['Randomised controlled trials:expert', 'Registry and outcomes research:expert', 'Survival analysis in R:advanced'],
      Languages: ['English:expert', 'Igbo:advanced', 'French:intermediate'],
    },
    projects: [
      {
        title: 'Mini-sternotomy versus full sternotomy for aortic valve replacement: the MINI-AVR randomised trial',
        category: 'Clinical trial',
        date: '2023',
        description: '412 patients at six centres. Equal survival at one year, with shorter stays in intensive care and a faster return to daily life after the smaller incision.',
        technologies: ['Aortic valve', 'RCT'],
        pictures: [{ img: img('vital-1'), title: 'Days to discharge, by arm of the trial' }],
        code_url: '',
        implementation: 'https://example.com/mini-avr-trial',
      },
      {
        title: 'Frailty and one-year outcomes after coronary bypass surgery in adults over 80',
        category: 'Journal article',
        date: '2021',
        description: 'A registry study of 3,900 patients: a five-minute frailty score predicted one-year survival better than age did.',
        technologies: ['Frailty', 'Registry'],
        pictures: [{ img: img('vital-2'), title: 'Survival curves by frailty score' }],
        code_url: 'https://github.com/example/cabg-frailty-analysis',
        implementation: '',
      },
      {
        title: 'Valve outcomes dashboard',
        category: 'Data',
        date: '2022',
        description: 'Each surgeon’s risk-adjusted outcomes, updated monthly from the national audit and shared with the unit.',
        technologies: ['Audit', 'R Shiny'],
        pictures: [{ img: img('vital-3'), title: 'Risk-adjusted mortality by quarter' }],
        code_url: '',
        implementation: '',
      },
    ],
    trainings: [
      { title: 'FRCS (Cardiothoracic Surgery)', institute: 'Royal College of Surgeons of England', description: '', date: '2015', skills: [] },
      { title: 'GMC Specialist Register, Cardiothoracic Surgery', institute: 'General Medical Council', description: '', date: '2016', skills: [] },
      { title: 'Fellow of the European Association for Cardio-Thoracic Surgery', institute: 'EACTS', description: '', date: '2019', skills: [] },
      { title: 'Good Clinical Practice', institute: 'NIHR', description: '', date: '2024', skills: [] },
    ],
    posts: [
      {
        title: 'What a surgical trial can tell one patient',
        slug: 'what-a-surgical-trial-can-tell-one-patient',
        content: '<p>An average benefit is not a promise. Here is how I talk patients through a trial’s results before their operation.</p><h2>Start with the absolute numbers</h2><p>Two fewer days in hospital means more than “a 30% reduction”.</p>',
        excerpt: 'An average benefit is not a promise. Here is how I talk patients through a trial’s results before their operation.',
        published_at: '2025-02-20T08:00:00.000Z',
      },
    ],
    templateData: null,
  });
}
