import type { WebsiteWithSections } from '@folio/schema';
import { getDemoWebsite } from '@folio/templates';

/** Two full CVs as websites, for the PDF round trip and its bench: one with accented Latin, one in Greek and Cyrillic names. */
const base = getDemoWebsite('modern');
let nextId = 1000;
const id = () => (nextId += 1);
const experience = (position: string, name: string, place: string, date: string, description: string) => ({ id: id(), position, name, place, date, description, skills: [] });
const education = (degree: string, name: string, place: string, date: string, gpa = '') => ({ id: id(), degree, name, place, date, gpa, description: '', skills: [] });
const skills = (title: string, names: string[]) => ({ id: id(), title, icon: '', confidence: 1, info: names.map((name) => ({ name, level: 'advanced' as const })) });
const project = (title: string, date: string, description: string, url: string, technologies: string[]) => ({
  id: id(),
  title,
  type: 'project' as const,
  category: '',
  date,
  description,
  technologies,
  pictures: [],
  code_url: url,
  implementation: '',
});

export const richWebsites: WebsiteWithSections[] = [
  {
    ...base,
    id: 501,
    name: 'Zoë Łukasiewicz-Müller',
    description:
      'Backend engineer with eleven years of building payment and logistics systems in Java, Go and TypeScript. I lead small teams, write the boring parts that keep money correct, and care about on-call being quiet.',
    contact: { ...base.contact, email: 'zoe.lukasiewicz@example.org', title: 'Staff Software Engineer', location: 'Kraków, Poland', phone: '+48 512 345 678', show_phone: true },
    experiences: [
      experience('Staff Software Engineer', 'Allegro', 'Kraków', 'Jan 2022 - Present', '- Led the rewrite of the settlement service (40M transactions a day) from a monolith to Go services.\n- Cut reconciliation errors by 92% with idempotent ledgers.'),
      experience('Senior Backend Engineer', 'Zalando SE', 'Berlin', 'Apr 2018 - Dec 2021', '- Built the returns pipeline used in 17 countries.\n- Mentored six engineers; two became team leads.'),
      experience('Backend Engineer', 'Sabre Polska', 'Kraków', 'Sep 2015 - Mar 2018', 'Fare search APIs in Java; p99 latency from 900 ms to 180 ms.'),
      experience('Software Developer', 'Comarch', 'Łódź', 'Jul 2013 - Aug 2015', 'Billing software for telecom operators.'),
      experience('Junior Developer', 'Ericsson', 'Gdańsk', 'Oct 2011 - Jun 2013', 'Test automation for network management tools.'),
    ],
    educations: [
      education('MSc Computer Science', 'AGH University of Science and Technology', 'Kraków', '2009 - 2011', '4.8/5.0'),
      education('BSc Applied Mathematics', 'Jagiellonian University', 'Kraków', '2006 - 2009'),
    ],
    skills: [skills('Languages', []), skills('Backend', ['Go', 'Java', 'TypeScript', 'PostgreSQL', 'Kafka']), skills('Practices', ['Domain-driven design', 'Observability', 'Incident response'])].filter((group) => group.info.length > 0),
    projects: [project('ledgerkit', '2021', 'An open-source double-entry ledger library for Go.', 'https://github.com/example/ledgerkit', ['Go', 'PostgreSQL'])],
    trainings: [{ id: id(), title: 'AWS Certified Solutions Architect', institute: 'Amazon Web Services', description: '', date: '2020', skills: [], pictures: [] }],
    blog_posts: [],
  },
  {
    ...base,
    id: 502,
    name: 'Анна Ковалёва',
    description: 'Data scientist working on demand forecasting and experimentation. Παράδειγμα: I also read and write Greek, and moved from Saint Petersburg to Athens in 2019.',
    contact: { ...base.contact, email: 'anna.kovaleva@example.com', title: 'Senior Data Scientist', location: 'Athens, Greece', phone: '+30 210 123 4567', show_phone: true },
    experiences: [
      experience('Senior Data Scientist', 'Skroutz', 'Athens', 'Feb 2021 - Present', '- Forecasting models for 2M products; stock-outs down 18%.\n- Built the A/B testing platform used by 30 teams.'),
      experience('Data Scientist', 'Ozon', 'Moscow', 'May 2018 - Jan 2021', 'Recommendation models in Python and Spark.'),
      experience('Data Analyst', 'Yandex', 'Saint Petersburg', 'Aug 2016 - Apr 2018', 'Search quality metrics and dashboards.'),
      experience('Research Assistant', 'ITMO University', 'Saint Petersburg', 'Sep 2014 - Jul 2016', 'Time series research on energy demand.'),
    ],
    educations: [
      education('MSc Applied Mathematics', 'ITMO University', 'Saint Petersburg', '2014 - 2016'),
      education('BSc Mathematics', 'Saint Petersburg State University', 'Saint Petersburg', '2010 - 2014'),
    ],
    skills: [skills('Data', ['Python', 'SQL', 'Spark', 'PyTorch', 'Bayesian statistics']), skills('Languages', ['Russian', 'English', 'Greek'])],
    projects: [],
    trainings: [],
    blog_posts: [],
  },
];
