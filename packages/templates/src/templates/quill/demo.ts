import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

const p = (...paragraphs: string[]) => paragraphs.map((text) => (text.startsWith('<') ? text : `<p>${text}</p>`)).join('');

export function quillDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'quill',
    name: 'Iris Calloway',
    intro: 'I write long-form reporting and essays about work, water and the people who keep small coastal towns running.',
    description:
      'I grew up above a chandlery in Falmouth and have been writing about harbours, ferries and the economies around them for twelve years: first as a fact-checker, then as a staff reporter in Lisbon, now as a contributing writer for The Northern Review.\n\nMy reporting has been shortlisted for the Orwell Prize and anthologised in Best British Essays. I am working on a book about the last tide-mill workers of the Atlantic coast, to be published in 2027.',
    picture: img('iris-calloway'),
    contact: {
      email: 'iris@example.com',
      title: 'Essayist and reporter',
      location: 'Lisbon and Falmouth',
      description: 'For commissions, rights and talks. I read every letter from readers, though I answer slowly.',
    },
    experiences: [
      { position: 'Contributing writer', name: 'The Northern Review', place: 'Remote', date: '2021 - Present', description: 'Two long-form features a year and a monthly column on work at sea.', skills: [] },
      { position: 'Staff reporter', name: 'The Lisbon Courier', place: 'Lisbon', date: '2016 - 2021', description: 'Economy and labour desk; led the paper’s coverage of the port strikes.', skills: [] },
      { position: 'Fact-checker', name: 'Harbour Review', place: 'London', date: '2013 - 2016', description: '', skills: [] },
    ],
    educations: [
      { degree: 'MA Creative Writing (Non-fiction)', name: 'University of East Anglia', place: 'Norwich', date: '2012 - 2013', gpa: '', description: '', skills: [] },
      { degree: 'BA English and Portuguese', name: 'King’s College London', place: 'London', date: '2008 - 2011', gpa: '', description: '', skills: [] },
    ],
    skills: { Languages: ['English', 'Portuguese', 'Spanish', 'French'], Craft: ['Long-form reporting', 'Interviewing', 'Structural editing', 'Fact-checking'] },
    projects: [
      {
        title: 'The last salt-makers of the Algarve',
        category: 'The Northern Review',
        date: 'March 2025',
        description: 'Three families, one marsh and a trade that has outlived every forecast of its end. A 9,000-word feature.',
        technologies: ['Feature', 'Labour'],
        pictures: [{ img: img('quill-1'), title: 'Salt pans at low tide, Castro Marim' }],
        code_url: 'https://example.com/salt-notes',
        implementation: 'https://example.com/northern-review/salt-makers',
      },
      {
        title: 'Who pays for the ferry?',
        category: 'The Lisbon Courier',
        date: 'November 2020',
        description: 'An investigation into the river crossings’ contracts, and the commuters who paid for them twice.',
        technologies: ['Investigation'],
        pictures: [{ img: img('quill-2'), title: 'The Cacilhas ferry at dusk' }],
        code_url: '',
        implementation: 'https://example.com/courier/ferry-contracts',
      },
      {
        title: 'A chandler’s daughter',
        category: 'Best British Essays 2023',
        date: '2023',
        description: 'A memoir in objects: rope, brass, a ledger kept for forty years.',
        technologies: ['Essay'],
        code_url: '',
        implementation: 'https://example.com/essays/chandlers-daughter',
      },
    ],
    trainings: [
      { title: 'Reporting fellowship', institute: 'European Journalism Centre', description: 'Six months on the economics of small ports, from Vigo to Gdańsk.', date: '2022', skills: [] },
      { title: 'Writer in residence', institute: 'Casa Azul, Azores', description: '', date: '2023', skills: [] },
    ],
    posts: [
      {
        title: 'The river that keeps the city’s time',
        slug: 'the-river-that-keeps-time',
        excerpt: 'Lisbon sets its day by the Tagus more than by any clock: the ferries, the tides, the fishmongers who still read the water before they read the news.',
        published_at: '2025-10-14T08:00:00.000Z',
        content: p(
          'The first ferry leaves Cacilhas at twenty past five, and for most of the year it leaves in the dark. The people on it are the people who open the city: bakers, nurses coming off the night, a man with a trolley of lemons who has taken the same boat, he tells me, for thirty-one years. Nobody talks much. The river does the talking, a low slap against the hull that changes with the tide.',
          'I have been taking that boat for a month, trying to understand why a city of half a million people still organises its morning around a crossing that a bridge made unnecessary in 1966. The short answer is habit. The long answer is that the river keeps a kind of time that clocks do not.',
          '<h2>Reading the water</h2>',
          'At the market in Cais do Sodré, Dona Amélia sells sardines from a stall her mother ran before her. She looks at the river before she looks at her phone. A grey, heavy river means the boats stayed in, and prices will be high; a bright, choppy one means a good catch and a long day. <em>The news tells me what happened,</em> she says. <em>The river tells me what will.</em>',
          '<blockquote><p>The news tells me what happened. The river tells me what will.</p></blockquote>',
          'It is tempting to make this into a parable about slowness, the wisdom of the old ways against the hurry of the new. Dona Amélia would not thank me for it. She has an app for the tides and uses it. What she has that the app does not is forty years of mornings, each one a small experiment in reading a surface for what lies under it.',
          '<h2>The last crossing</h2>',
          'The ferry company wants to cut the early sailings. Too few passengers, a spokesman says, and too much diesel. The passengers say the figures count tickets, not people; half of them travel on passes that the machines do not record. Both are probably right, which is the problem with most arguments about public things.',
          'What the figures also miss is what the early boats carry besides people. The bakers’ flour comes over on the 5.20. So do the newspapers for the kiosks on the Cais, and, on Thursdays, a crate of eels for a restaurant in Alfama whose owner refuses to buy them from anyone else. Cut the sailing and the eels will find another way across; the restaurant owner may not.',
          'I asked the deckhand, a young man called Rui who studies engineering in the afternoons, what he would miss if the early boats went. He thought about it for the whole of the crossing. <em>The light,</em> he said as we docked. <em>At this hour you see the city before it has decided what kind of day it is going to have.</em>',
          '<hr>',
          'There is a version of this story that ends with the company backing down, and another that ends with the last early ferry sailing half-empty into a spring morning while a photographer records it for the papers. I do not know which one Lisbon will get. Cities rarely decide these things on purpose; they drift into them, one timetable change at a time, until somebody notices that a thing everyone assumed would always be there has quietly stopped.',
          'On my last morning the man with the lemons was not there. The deckhand shrugged: a cold, perhaps, or a grandchild. The boat left at twenty past five anyway, into the dark, on time.',
        ),
      },
      {
        title: 'Notes on taking notes',
        slug: 'notes-on-taking-notes',
        excerpt: 'Twelve years of notebooks, three recorders and one lesson: write down what people do with their hands.',
        published_at: '2025-08-02T08:00:00.000Z',
        content: p(
          'Every reporter has a system and every system fails eventually. Mine has failed in all the usual ways: a notebook left on a train to Porto, a recorder that ran out of battery during the best twenty minutes of an interview, a phone that decided, in the middle of a strike, that it would rather update itself.',
          'What survives the failures is not the quotes. Quotes can be checked, corrected, asked for again. What cannot be recovered is the detail you did not know mattered: the way a harbour master straightened the pens on his desk before he answered a hard question, the smell of tar in a boatyard in February.',
          '<h2>Hands</h2>',
          'So my one rule, after twelve years, is to write down what people do with their hands. It is almost always the truest thing in the room.',
          'A fisherman in Peniche told me the catch had been fine that year; his thumb, the whole time, was worrying a split in the skin of his palm, the kind you get from hauling nets without gloves because gloves are one more thing to pay for. The quote went in the piece. The thumb made the piece.',
          '<h2>What I carry</h2>',
          '<ul><li>A reporter’s notebook, the narrow kind that fits a back pocket, and two pencils, because pens freeze and leak.</li><li>A recorder with fresh batteries, started before the first question and stopped after the last goodbye, when people say the thing they meant.</li><li>A list of the questions I am afraid to ask, at the top of the first page, so I have to look at it.</li></ul>',
          'None of this is a system, exactly. It is a set of habits that make the failures smaller. The notebook will still get left on a train one day. But the page with the hands on it will, I hope, already be typed up.',
        ),
      },
      {
        title: 'What the fact-checker knows',
        slug: 'what-the-fact-checker-knows',
        excerpt: 'Three years of checking other people’s stories taught me more about writing than any workshop.',
        published_at: '2025-05-20T08:00:00.000Z',
        content: p(
          'A fact-checker reads a story backwards. You start from the claim and walk towards its source, and on the way you learn how much of any piece of writing rests on a phone call nobody recorded.',
          'The best writers I checked were not the ones who made no mistakes. They were the ones whose notes let me find the mistakes quickly, and who thanked me when I did.',
          'The worst were not careless. They were certain. They had a story before they had the reporting, and every fact I questioned felt to them like a brick pulled from a wall they had already built. Most of their facts were right; the ones that were wrong were always the ones holding the wall up.',
          '<blockquote><p>A fact-checker reads a story backwards, from the claim towards its source.</p></blockquote>',
          'I still check my own work the way I was taught: every name, every number, every adjective that claims to know something. It is slow. It has saved me more than once from a sentence that sounded true because I wanted it to be.',
        ),
      },
      {
        title: 'A year of reading slowly',
        slug: 'a-year-of-reading-slowly',
        excerpt: 'Twenty-six books in twelve months, each read twice: what I kept, and what I would not read again.',
        published_at: '2024-12-09T08:00:00.000Z',
        content: p('I set myself a rule in January: every book twice, the second reading straight after the first. It halved the number of books and doubled what I remember of them.', 'The surprise was which ones survived the second reading. Not the clever ones.'),
      },
      {
        title: 'Interviewing the quiet ones',
        slug: 'interviewing-the-quiet-ones',
        excerpt: 'The people who say least in the first hour often say most in the third. On patience, silence and tea.',
        published_at: '2024-09-15T08:00:00.000Z',
        content: p('The hardest interviews are not with the powerful. They are with people who have never been asked what they think, and who suspect, reasonably, that you will get it wrong.', 'Silence is the tool. Most of us fill it too soon.'),
      },
      {
        title: 'On the last ferry to Barreiro',
        slug: 'the-last-ferry-to-barreiro',
        excerpt: 'Midnight on the river, with the night-shift workers going home.',
        published_at: '2024-03-02T08:00:00.000Z',
        content: p('The last boat is quieter than the first. The people on it have finished their day rather than started it, and nobody pretends to read.'),
      },
    ],
  });
}
