import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function atelierDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  const work = (n: number, title: string) => [{ img: img(`atelier-${n}`), title }];
  return makeDemoWebsite({
    slug: 'atelier',
    name: 'Clémence Aubry',
    intro: 'I draw picture books, posters and walls, mostly of things that grow at night.',
    description:
      'I am an illustrator in Marseille. I work in gouache and risograph, and finish on the computer only when a printer asks me to. My books are published in nine languages; my posters hang in the Métro and my largest drawing covers the side of a market hall.\n\nI teach picture-book illustration at the École des Beaux-Arts two days a week.',
    picture: img('clemence-aubry'),
    contact: {
      email: 'bonjour@clemenceaubry.fr',
      title: 'Illustrator',
      location: 'Marseille, France',
      description: 'For books, posters, editorial and walls. Tell me about the story and the deadline; I answer every letter within a week.',
      available_for_freelance: true,
    },
    experiences: [
      { position: 'Independent illustrator', name: 'Atelier Aubry', place: 'Marseille', date: '2017 - Present', description: 'Picture books for Hélium and Flying Eye; posters for the RTM; editorial for Le Monde and The Guardian.', skills: ['Picture books', 'Posters'] },
      { position: 'Lecturer, picture-book illustration', name: 'École des Beaux-Arts de Marseille', place: 'Marseille', date: '2021 - Present', description: 'A second-year studio on sequence, page turns and colour separations for print.', skills: ['Teaching'] },
      { position: 'Junior illustrator', name: 'Studio Lune', place: 'Lyon', date: '2014 - 2017', description: 'Packaging and children’s magazine illustration.', skills: ['Packaging'] },
    ],
    educations: [
      { degree: 'DNSEP, Illustration', name: 'Haute École des Arts du Rhin', place: 'Strasbourg', date: '2012 - 2014', gpa: '', description: '', skills: [] },
      { degree: 'DNAP, Visual Arts', name: 'École Émile Cohl', place: 'Lyon', date: '2009 - 2012', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Drawing: ['Gouache:expert', 'Ink:expert', 'Lettering:advanced'],
      Print: ['Risograph:expert', 'Screen printing:advanced', 'Colour separation:advanced'],
    },
    projects: [
      {
        title: 'The Night Orchard',
        category: 'Picture book',
        date: '2024',
        description: 'A 40-page picture book about a girl who picks fruit by moonlight, in four riso colours. Published in nine languages by Flying Eye Books.',
        technologies: ['Gouache', 'Risograph'],
        pictures: work(1, 'A spread from The Night Orchard: trees heavy with fruit under a full moon'),
        code_url: '',
        implementation: 'https://example.com/night-orchard',
      },
      {
        title: 'Tide Tables',
        category: 'Poster series',
        date: '2023',
        description: 'Twelve posters for the Marseille Métro, one for each month’s tides.',
        technologies: ['Screen print'],
        pictures: work(2, 'Tide Tables poster: waves in blue and coral stripes'),
        code_url: '',
        implementation: '',
      },
      {
        title: 'Field Notes',
        category: 'Editorial',
        date: '2023',
        description: 'A weekly drawing of a wild plant for The Guardian’s country diary.',
        technologies: ['Ink', 'Watercolour'],
        pictures: work(3, 'Field Notes: a sprig of wild fennel drawn in ink'),
        code_url: '',
        implementation: '',
      },
      {
        title: 'Market Day mural',
        category: 'Mural',
        date: '2022',
        description: 'Eighteen metres of awnings, fruit and neighbours on the side of the Marché de Noailles, painted with the stall holders’ children.',
        technologies: ['Acrylic', 'Community workshop'],
        pictures: work(4, 'Market Day mural: striped awnings and a stall of oranges'),
        code_url: '',
        implementation: '',
      },
      {
        title: 'Seed packets for Graine',
        category: 'Packaging',
        date: '2022',
        description: 'Twenty-four seed packets for an organic nursery, each vegetable drawn at its true size.',
        technologies: ['Gouache', 'Packaging'],
        pictures: work(5, 'Seed packets for Graine in ochre, green and red'),
        code_url: '',
        implementation: '',
      },
      {
        title: 'A Moth Alphabet',
        category: 'Lettering',
        date: '2021',
        description: 'Twenty-six letters, each one a moth that lives in Provence. A risograph book in an edition of 300, and a free display font of the letters.',
        technologies: ['Lettering', 'Risograph'],
        pictures: work(6, 'A Moth Alphabet: moths with patterned wings on a dark ground'),
        code_url: 'https://github.com/example/moth-alphabet-font',
        implementation: '',
      },
      {
        title: 'A Year of Birds',
        category: 'Calendar',
        date: '2020',
        description: 'A wall calendar for the LPO, the French bird protection league: a bird a month, on the branch where you would see it.',
        technologies: ['Gouache'],
        pictures: work(7, 'A Year of Birds: a robin on a winter branch'),
        code_url: '',
        implementation: '',
      },
    ],
    trainings: [{ title: 'Risograph printing residency', institute: 'Colorama, Paris', description: '', date: '2019', skills: ['Risograph'] }],
    posts: [
      {
        title: 'Four colours and a moon',
        slug: 'four-colours-and-a-moon',
        content: '<p>How The Night Orchard was separated into four risograph drums, and why the moon is the paper.</p>',
        excerpt: 'How The Night Orchard was separated into four risograph drums.',
        published_at: '2024-09-12T08:00:00.000Z',
      },
    ],
    templateData: {
      artistic_philosophy: 'I draw what I have stood in front of. The page is a window I open for someone who was not there.',
      specializations: ['Picture books', 'Posters', 'Editorial', 'Murals'],
      exhibitions: [
        { name: 'Nuits blanches', venue: 'Friche la Belle de Mai, Marseille', year: '2024', type: 'Solo' },
        { name: 'Bologna Illustrators Exhibition', venue: 'Bologna Children’s Book Fair', year: '2022', type: 'Group' },
      ],
      awards: [{ award: 'Prix Sorcières, picture book', organization: 'Association des Librairies Spécialisées Jeunesse', year: '2025', category: 'Picture book' }],
      tools: { design_software: ['Procreate', 'Photoshop'], animation_tools: [], traditional_media: ['Gouache', 'Ink', 'Risograph', 'Screen print'] },
      creative_metrics: { projects_completed: 0, client_satisfaction: '', experience_years: 0 },
      influences: ['Tove Jansson', 'Alice and Martin Provensen', 'Provençal faience'],
    },
  });
}
