import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function wardDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'ward',
    name: 'Clara Mendes',
    intro: 'Family doctor in Bristol: unhurried appointments, plain explanations, and care that follows you over the years.',
    description:
      'I have been a GP partner at Whiteladies Health Centre since 2019, after training in emergency medicine, paediatrics and acute medicine across Bristol. I see patients of every age, with a particular interest in women’s health, the menopause and diabetes.\n\nI grew up between Porto and London, so many of my patients come to me because we can talk in Portuguese. I also teach medical students from the University of Bristol one day a week.',
    picture: img('clara-mendes'),
    contact: {
      email: 'clara.mendes@example.com',
      phone: '+44 117 496 0123',
      show_phone: true,
      title: 'General Practitioner, MRCGP',
      location: 'Bristol, United Kingdom',
      description: 'Patients: please book through the practice reception or the NHS App. For teaching, talks and locum enquiries, write to me here.',
      available_for_freelance: false,
    },
    experiences: [
      {
        position: 'GP Partner, Women’s health and long-term conditions lead',
        name: 'Whiteladies Health Centre',
        place: 'Bristol',
        date: '2019 - Present',
        description:
          '• Around 60 consultations a week for a list of 11,000 patients\n• Set up the practice’s menopause clinic with our nurse practitioner\n• Lead for diabetes recall: HbA1c targets met for 78% of patients, up from 61%',
        skills: ['Menopause care', 'Diabetes', 'Minor surgery'],
      },
      {
        position: 'GP Specialty Registrar, Paediatrics and Emergency Department',
        name: 'North Bristol NHS Trust',
        place: 'Southmead Hospital, Bristol',
        date: '2015 - 2019',
        description: 'Three years of hospital and practice rotations, including six months in the children’s emergency department and a year at a practice in Lawrence Hill.',
        skills: ['Paediatrics', 'Urgent care'],
      },
      {
        position: 'Foundation Doctor, Acute Medical Unit',
        name: 'Bristol Royal Infirmary',
        place: 'Bristol',
        date: '2013 - 2015',
        description: 'Foundation years in acute medicine, general surgery, psychiatry and care of the elderly.',
        skills: ['Acute medicine'],
      },
    ],
    educations: [
      { degree: 'MBChB Medicine', name: 'University of Bristol', place: 'Bristol', date: '2008 - 2013', gpa: '', description: 'Intercalated BSc in Global Health (First Class).', skills: [] },
      { degree: 'Postgraduate Certificate in Medical Education', name: 'Cardiff University', place: 'Cardiff', date: '2021 - 2022', gpa: '', description: '', skills: [] },
    ],
    skills: {
      'Clinical interests': ['Women’s health and menopause:expert', 'Diabetes care:expert', 'Contraception, coil and implant fitting:advanced', 'Minor surgery and joint injections:advanced', 'Mental health in primary care:advanced'],
      'Languages spoken': ['English:expert', 'Portuguese:expert', 'Spanish:advanced', 'British Sign Language:beginner'],
    },
    projects: [
      {
        title: 'A menopause clinic in primary care',
        category: 'Service improvement',
        date: '2023',
        description: 'A monthly group clinic run with our nurse practitioner: a shared session on symptoms and treatment, then a short one-to-one review. Waits for a menopause appointment fell from seven weeks to two.',
        technologies: ['Group consultations', 'Women’s health'],
        pictures: [{ img: img('ward-1'), title: 'Waiting time for a menopause review, by month' }],
        code_url: '',
        implementation: 'https://example.com/menopause-clinic',
      },
      {
        title: 'Diabetes recall searches',
        category: 'Quality improvement',
        date: '2021',
        description: 'Practice searches that find patients overdue for a diabetes review and sort them by risk, shared with eleven practices in the primary care network.',
        technologies: ['Audit', 'Diabetes'],
        pictures: [{ img: img('ward-2'), title: 'Patients reviewed on time, by quarter' }],
        code_url: 'https://github.com/example/diabetes-recall-searches',
        implementation: '',
      },
    ],
    trainings: [
      { title: 'GMC registration with a licence to practise', institute: 'General Medical Council', description: 'GMC number 7412345', date: '2013', skills: [] },
      { title: 'Member of the Royal College of General Practitioners (MRCGP)', institute: 'Royal College of General Practitioners', description: '', date: '2019', skills: [] },
      { title: 'Diploma of the Faculty of Sexual and Reproductive Healthcare', institute: 'FSRH', description: 'Letters of competence in intrauterine and subdermal contraception.', date: '2017', skills: [] },
      { title: 'Advanced Life Support', institute: 'Resuscitation Council UK', description: '', date: 'Renewed 2024', skills: [] },
    ],
    posts: [
      {
        title: 'What to bring to a menopause review',
        slug: 'what-to-bring-to-a-menopause-review',
        content: '<p>Ten minutes go quickly. A little preparation helps us spend them on what matters to you.</p><h2>Keep a symptom diary</h2><p>Two or three weeks of notes on sleep, mood, flushes and periods tell me more than any questionnaire.</p>',
        excerpt: 'Ten minutes go quickly. A little preparation helps us spend them on what matters to you.',
        published_at: '2024-10-03T08:00:00.000Z',
      },
    ],
    templateData: null,
  });
}
