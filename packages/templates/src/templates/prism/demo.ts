import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function prismDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'prism',
    name: 'Yara Oyelaran',
    intro: 'I make campaigns, titles and brand worlds that are impossible to scroll past.',
    description:
      'Creative director and motion designer, between London and Lagos. Ten years of loud, warm, colourful work for libraries, festivals, sportswear and the odd bank that wanted to stop looking like one.\n\nI start every project with colour and a verb, and I still animate the first frame myself.',
    picture: img('yara-oyelaran'),
    contact: {
      email: 'hello@yara.studio',
      title: 'Creative Director & Motion Designer',
      location: 'London, UK',
      description: 'Campaigns, identities, title sequences. Booking projects from October.',
      available_for_freelance: true,
    },
    experiences: [
      { position: 'Creative Director', name: 'Studio Tachyon', place: 'London', date: '2021 - Present', description: 'Lead a team of nine on campaigns and identities for culture and sport clients; two D&AD pencils.', skills: ['Art direction', 'Campaigns'] },
      { position: 'Senior Motion Designer', name: 'Wieden+Kennedy', place: 'Amsterdam', date: '2017 - 2021', description: 'Motion systems and launch films for sportswear and telecom brands.', skills: ['Motion', '3D'] },
      { position: 'Designer', name: 'Pentagram', place: 'London', date: '2014 - 2017', description: 'Identities and editorial design for arts organisations.', skills: ['Typography'] },
    ],
    educations: [{ degree: 'BA Graphic Communication Design', name: 'Central Saint Martins', place: 'London', date: '2010 - 2013', gpa: '', description: '', skills: [] }],
    skills: {
      Direction: ['Art direction:expert', 'Campaigns:expert', 'Brand worlds:expert'],
      Craft: ['Motion:expert', 'Colour:expert', 'Type:advanced', '3D:advanced'],
    },
    projects: [
      {
        title: 'Loud Library',
        category: 'design',
        date: '2024',
        description: 'A campaign that got a city’s libraries talking back: 40 posters, six films and a sound logo made from returned-book chimes.',
        technologies: ['Campaign', 'Motion', 'Sound'],
        pictures: [{ img: img('prism-1'), title: 'Loud Library posters on the underground' }],
        code_url: '',
        implementation: 'https://example.com/loud-library',
      },
      {
        title: 'Chroma Festival',
        category: 'design',
        date: '2023',
        description: 'Identity for a three-day music festival: every act got a colour, and the colours made the timetable.',
        technologies: ['Identity', 'Wayfinding'],
        pictures: [{ img: img('prism-2'), title: 'Chroma festival identity system' }],
        code_url: 'https://github.com/example/chroma-colour-tool',
        implementation: '',
      },
      {
        title: 'Night Bus',
        category: 'design',
        date: '2022',
        description: 'Title sequence for a short film about London after midnight, shot on the N29.',
        technologies: ['Titles', '3D'],
        pictures: [{ img: img('prism-3'), title: 'Night Bus title card' }],
        code_url: '',
        implementation: '',
      },
    ],
    trainings: [{ title: 'Houdini for Motion Designers', institute: 'SideFX', description: '', date: '2020', skills: ['Houdini'] }],
    posts: [
      {
        title: 'Colour is a verb',
        slug: 'colour-is-a-verb',
        content: '<p>Why every brief I write starts with what the colour should do, not what it should be.</p>',
        excerpt: 'Why every brief I write starts with what the colour should do, not what it should be.',
        published_at: '2024-11-12T08:00:00.000Z',
      },
    ],
    templateData: null,
  });
}
