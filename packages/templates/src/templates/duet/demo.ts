import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function duetDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'duet',
    name: 'Noémie Tremblay',
    intro: 'Games and apps that feel written in your language, in English and in French.',
    description:
      'Localization program manager in Montréal. For nine years I have shipped games and consumer apps in English and French first, then in twenty more languages, without a launch slipping for a string.\n\nI build the pipeline, the glossary and the team, and I still review the French myself.',
    picture: img('noemie-tremblay'),
    contact: {
      email: 'noemie.tremblay@example.com',
      title: 'Localization Program Manager',
      location: 'Montréal, Québec',
      description: 'For localization programs, French-language reviews and talks. Write to me in English or in French.',
      available_for_freelance: true,
    },
    experiences: [
      {
        position: 'Localization Program Manager',
        name: 'Fleuve Interactive',
        place: 'Montréal',
        date: '2021 - Present',
        description:
          '• Run localization for three live games in 22 languages, simultaneous shipping on every release\n• Cut translation turnaround from 9 days to 3 with continuous localization\n• Lead a team of 8 coordinators and language leads',
        skills: ['Continuous localization', 'Vendor management'],
      },
      {
        position: 'Senior Localization Specialist',
        name: 'Atelier Outremont',
        place: 'Montréal',
        date: '2017 - 2021',
        description: 'French and English content for a banking app and its help centre; style guides and terminology for Canadian French.',
        skills: ['Terminology', 'Style guides'],
      },
      {
        position: 'Translator, English to French',
        name: 'Bureau Laval Traduction',
        place: 'Québec City',
        date: '2015 - 2017',
        description: 'Software, marketing and legal translation; reviewer for the agency’s game clients.',
        skills: ['Translation', 'Review'],
      },
    ],
    educations: [
      { degree: 'MA in Translation Studies', name: 'Université de Montréal', place: 'Montréal', date: '2013 - 2015', gpa: '', description: '', skills: [] },
      { degree: 'BA in Linguistics', name: 'McGill University', place: 'Montréal', date: '2010 - 2013', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Localization: ['Continuous localization', 'Translation memory', 'Terminology management', 'LQA', 'Pseudo-localization'],
      Tools: ['Crowdin', 'Phrase', 'memoQ', 'Figma', 'Jira'],
      Languages: ['English:expert', 'French:expert', 'Spanish:intermediate'],
    },
    projects: [
      {
        title: 'Simultaneous shipping for Northwind Racing',
        category: 'Program',
        date: '2024',
        description: 'Twenty-two languages on launch day: strings frozen a week later than before, and no language behind.',
        technologies: ['Crowdin', 'CI'],
        pictures: [{ img: img('duet-1'), title: 'The release calendar, one lane per language' }],
        code_url: '',
        implementation: 'https://example.com/northwind-loc',
      },
      {
        title: 'Canadian French style guide',
        category: 'Guide',
        date: '2020',
        description: 'The house guide for Canadian French in a banking app: tone, terms and the forms of address.',
        technologies: ['Terminology'],
        pictures: [{ img: img('duet-2'), title: 'A page of the style guide' }],
        code_url: 'https://github.com/example/guide-francais-canadien',
        implementation: '',
      },
    ],
    trainings: [{ title: 'Certified Translator (English to French)', institute: 'OTTIAQ', description: '', date: '2016', skills: [] }],
    posts: [
      {
        title: 'Why “courriel” still matters',
        slug: 'why-courriel-still-matters',
        content: '<p>Terminology is a product decision: the word your users see every day says who you built it for.</p><h2>Start with a glossary</h2><p>Fifty terms, agreed before the first string is translated.</p>',
        excerpt: 'Terminology is a product decision: the word your users see every day says who you built it for.',
        published_at: '2024-11-05T08:00:00.000Z',
      },
    ],
    templateData: {
      tagline: 'Two languages first, twenty on launch day.',
      philosophy: 'A translation is finished when nobody can tell it was one. That takes time in the schedule, a glossary everyone agrees on, and translators who see the screen their words go on.',
      values: [
        { title: 'Both languages first', description: 'English and French are written side by side, not one after the other.', icon: 'globe', color: '#1f49c7' },
        { title: 'Context for every string', description: 'Screenshots, character limits and a note: translators should never guess.', icon: 'pen', color: '#c79a1f' },
      ],
      soft_skills: [
        { name: 'Vendor management', description: 'Six agencies and forty freelancers, one schedule.', icon: 'users', rating: 5 },
        { name: 'Terminology', description: 'Glossaries that product, legal and support all use.', icon: 'book', rating: 5 },
      ],
      certifications: [{ name: 'Localization Project Management Certificate', issuer: 'The Localization Institute', date: '2019', link: 'https://example.com/lpm-certificate', icon: 'award' }],
      theme: { primary_color: '#1f49c7', accent_color: '#f3c340', background_style: 'solid' },
    },
  });
}
