/** The error modal's suggestions, picked by keywords in the message (onboarding.md section 8). */
const groups: Array<{ keywords: string[]; suggestions: string[] }> = [
  {
    keywords: ['file', 'upload'],
    suggestions: [
      'Check that the file is a PDF, DOC or DOCX',
      'Keep the file under 10MB',
      'Make sure the document contains readable text (not only images)',
      'Try pasting the text of your CV instead',
    ],
  },
  {
    keywords: ['pars', 'ai', 'understand', 'json', 'format', 'processing'],
    suggestions: [
      'Try a different file of your CV',
      'Use a CV written in English if you have one',
      'Use clear section headings (Experience, Education, Skills)',
      'Try again in a few minutes',
      'Enter your details manually instead',
    ],
  },
  {
    keywords: ['encoding', 'utf-8', 'malformed'],
    suggestions: ['Save the PDF again from your word processor', 'Remove unusual special characters', 'Paste the text of your CV instead'],
  },
  {
    keywords: ['network', 'connection', 'timeout'],
    suggestions: ['Check your internet connection', 'Try again', 'Our servers may be busy; wait a moment and retry'],
  },
];

const generic = ['Try again', 'Try a different file', 'Enter your details manually', 'Contact support if the problem continues'];

/** Keywords match at the start of a word: "pars" finds parse and parsing, "ai" finds "AI" but not "failed". */
function mentions(message: string, keyword: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${keyword.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`, 'i').test(message);
}

export function suggestionsFor(message: string): string[] {
  const group = groups.find(({ keywords }) => keywords.some((keyword) => mentions(message, keyword)));
  return group?.suggestions ?? generic;
}
