import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function columnDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'column',
    name: 'Harriet Quennell',
    intro: 'Books on history and the sciences, from proposal to printed page.',
    description:
      'Fifteen years in academic and trade publishing in Oxford and London. I commission and edit non-fiction for general readers, and see each book through peer review, copy-editing and production.\n\nAuthors come back for the same reason readers do: the argument is clear, the notes are right, and the book arrives on time.',
    picture: img('harriet-quennell'),
    contact: {
      email: 'harriet.quennell@example.com',
      title: 'Senior Commissioning Editor',
      location: 'Oxford, United Kingdom',
      description: 'For commissions, editorial consultancy and talks on the making of books.',
      available_for_freelance: false,
    },
    experiences: [
      {
        position: 'Senior Commissioning Editor, History and Science',
        name: 'Bodley & Marsh',
        place: 'Oxford',
        date: '2018 – Present',
        description:
          '• Commission 14 to 18 titles a year for the general non-fiction list\n• Edited two books shortlisted for the Royal Society Science Book Prize\n• Lead a team of four editors and assistants',
        skills: [],
      },
      {
        position: 'Editor',
        name: 'Harcourt Lane Publishers',
        place: 'London',
        date: '2013 – 2018',
        description: 'Structural and line editing for the history list; managed peer review for 60 titles and the move to a single production schedule.',
        skills: [],
      },
      {
        position: 'Editorial Assistant',
        name: 'Oxford University Press',
        place: 'Oxford',
        date: '2010 – 2013',
        description: 'Manuscript preparation, permissions and proof collation for the humanities journals.',
        skills: [],
      },
    ],
    educations: [
      { degree: 'MSt in Modern British History', name: 'University of Oxford', place: 'Oxford', date: '2009 – 2010', gpa: '', description: 'Distinction; dissertation on the Victorian popular-science press.', skills: [] },
      { degree: 'BA (Hons) History', name: 'University of York', place: 'York', date: '2006 – 2009', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Editorial: ['Structural editing', 'Line editing', 'Peer review', 'Commissioning', 'Rights and permissions'],
      Production: ['InDesign', 'Copy-fitting', 'Proof collation', 'Print scheduling'],
      Languages: ['English', 'French', 'Latin (reading)'],
    },
    projects: [
      {
        title: 'The Tide Tables: a history of prediction',
        category: 'Edited book',
        date: '2023',
        description: 'Trade history of science, commissioned from a conference paper; shortlisted for the Royal Society prize.',
        technologies: [],
        pictures: [{ img: img('column-1'), title: 'The jacket and a spread of the plates section' }],
        code_url: '',
        implementation: 'https://example.com/tide-tables',
      },
      {
        title: 'Oxford Notes on Style, third edition',
        category: 'House style guide',
        date: '2021',
        description: 'Revised the house style guide used by 40 editors and freelancers.',
        technologies: [],
        pictures: [{ img: img('column-2'), title: 'Figures from the chapter on numbers and dates' }],
        code_url: 'https://github.com/example/oxford-notes-on-style',
        implementation: '',
      },
    ],
    trainings: [
      { title: 'Advanced Professional Member', institute: 'Chartered Institute of Editing and Proofreading', description: '', date: '2016', skills: [] },
      { title: 'Publishing Law and Contracts', institute: 'Publishing Training Centre', description: '', date: '2014', skills: [] },
    ],
    posts: [
      {
        title: 'What a good endnote does',
        slug: 'what-a-good-endnote-does',
        content: '<p>A note should answer the question the reader has just asked, and no other.</p><h2>Three kinds of note</h2><p>Source, aside and argument: only the first belongs at the back.</p>',
        excerpt: 'A note should answer the question the reader has just asked, and no other.',
        published_at: '2024-10-03T08:00:00.000Z',
      },
    ],
  });
}
