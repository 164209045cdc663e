import type { CvSectionKind } from '@folio/schema';

/**
 * Section heading vocabulary in English, French, German, Spanish, Portuguese and Italian, accents
 * stripped. A heading is a short line made only of one kind's keywords plus generic modifiers
 * ("professional", "relevant", "and"...), so "Experience with Python" is not a heading but
 * "Expérience professionnelle" and "Berufliche Erfahrung" are.
 */
const KEYWORDS: Record<Exclude<CvSectionKind, 'other'>, string[]> = {
  summary: ['summary', 'profile', 'profil', 'perfil', 'profilo', 'about', 'objective', 'objectif', 'objectifs', 'objetivo', 'objetivos', 'obiettivo', 'obiettivi', 'zusammenfassung', 'kurzprofil', 'overview', 'introduction', 'statement', 'resumen', 'resumo', 'sintesi', 'sommario', 'presentation', 'apresentacao', 'presentazione', 'highlights', 'synthese', 'ueber', 'uber', 'propos', 'bio', 'biography'],
  experience: ['experience', 'experiences', 'employment', 'erfahrung', 'erfahrungen', 'berufserfahrung', 'praxiserfahrung', 'werdegang', 'berufsweg', 'experiencia', 'experiencias', 'esperienza', 'esperienze', 'parcours', 'trayectoria', 'positions', 'appointments', 'emplois', 'empleo', 'empleos', 'historial', 'internships', 'internship', 'stages', 'praktika', 'practicas', 'estagios', 'tirocini', 'work', 'jobs', 'berufstatigkeit', 'tatigkeiten', 'taetigkeiten', 'carriere', 'carrera', 'carreira', 'lavorative', 'lavorativa', 'professionelle'],
  education: ['education', 'educational', 'formation', 'formations', 'ausbildung', 'bildung', 'bildungsweg', 'schulbildung', 'studium', 'hochschulbildung', 'formacion', 'educacion', 'estudios', 'formacao', 'educacao', 'escolaridade', 'istruzione', 'formazione', 'studi', 'qualifications', 'diplomes', 'diplomas', 'degrees', 'schooling', 'scolarite', 'etudes', 'cursus', 'akademischer', 'academic', 'academics', 'titulos', 'academica', 'academico', 'accademica'],
  skills: ['skills', 'skill', 'competences', 'competencies', 'competency', 'competencias', 'competenze', 'kompetenzen', 'kenntnisse', 'fahigkeiten', 'faehigkeiten', 'habilidades', 'aptidoes', 'conhecimentos', 'conocimientos', 'conoscenze', 'capacites', 'capacidades', 'expertise', 'technologies', 'technology', 'tools', 'toolbox', 'stack', 'tech', 'informatique', 'informatica', 'informatik', 'programming', 'strengths', 'abilities', 'outils', 'herramientas', 'ferramentas', 'strumenti', 'it-kenntnisse', 'edv-kenntnisse', 'savoir-faire', 'atouts', 'qualifikationen', 'specialties', 'specialities', 'proficiencies'],
  languages: ['languages', 'language', 'langues', 'langue', 'sprachen', 'sprache', 'sprachkenntnisse', 'fremdsprachen', 'idiomas', 'idioma', 'linguas', 'lingua', 'lingue', 'linguistiques', 'linguisticas', 'linguistiche', 'linguistic'],
  projects: ['projects', 'project', 'projets', 'projet', 'projekte', 'projekt', 'proyectos', 'proyecto', 'projetos', 'projeto', 'progetti', 'progetto', 'portfolio'],
  trainings: ['certifications', 'certification', 'certificates', 'certificate', 'certificats', 'certificados', 'certificacoes', 'certificaciones', 'certificazioni', 'zertifikate', 'zertifizierungen', 'licenses', 'licences', 'training', 'trainings', 'courses', 'coursework', 'kurse', 'cursos', 'corsi', 'weiterbildung', 'weiterbildungen', 'fortbildung', 'fortbildungen', 'schulungen', 'accreditations', 'moocs'],
  publications: ['publications', 'publication', 'publikationen', 'veroffentlichungen', 'veroeffentlichungen', 'publicaciones', 'publicacoes', 'pubblicazioni', 'papers', 'talks', 'presentations', 'conferences'],
  awards: ['awards', 'award', 'honors', 'honours', 'prizes', 'achievements', 'distinctions', 'auszeichnungen', 'preise', 'premios', 'premiacoes', 'premi', 'riconoscimenti', 'recompenses', 'scholarships', 'grants', 'accomplishments'],
  interests: ['interests', 'hobbies', 'interets', 'loisirs', 'interessen', 'hobbys', 'freizeit', 'intereses', 'aficiones', 'interesses', 'passatempi', 'interessi', 'passions'],
  volunteering: ['volunteering', 'volunteer', 'voluntary', 'benevolat', 'ehrenamt', 'ehrenamtliches', 'voluntariado', 'volontariato', 'engagement', 'engagements', 'associatif', 'associatives', 'community'],
  references: ['references', 'referees', 'referenzen', 'referencias', 'referenze'],
  contact: ['contact', 'contacts', 'kontakt', 'kontaktdaten', 'contacto', 'contato', 'contatti', 'coordonnees', 'details', 'daten', 'datos', 'dados', 'dati', 'informations', 'information', 'info'],
};

/** Words that qualify a heading without changing its kind. */
const MODIFIERS = new Set(
  ('professional professionnelle professionnelles professionnel professionnels berufliche beruflicher beruflichen profesional ' +
    'profesionales profissional profissionais professionale professionali relevant selected key technical techniques technique ' +
    'technische technischen tecnicas tecnicos tecniche core other additional further personal personnelles personliche ' +
    'persoenliche personales pessoais personali career history background academique academiques akademische recent previous ' +
    'main principales principaux and & / + of de des du la le les et und y e ed di del da do dos das my mes mon meine mis i in ' +
    'en im a al au aux the it edv computer digital soft hard interpersonal transferable laboral laborales lavoro laboral ' +
    'complementaria complementar continue certain summary areas area research teaching industry employment work-related ' +
    'extra extracurricular further sonstige weitere autres otras outras altre altri notable mich moi me mi mim sono chi ' +
    'ich qui suis je over top').split(' '),
);

const PRIORITY: Exclude<CvSectionKind, 'other'>[] = [
  'languages', 'publications', 'trainings', 'projects', 'volunteering', 'awards', 'experience', 'education', 'skills',
  'summary', 'interests', 'references', 'contact',
];

const OTHER_HEADINGS = /^(additional information|miscellaneous|sonstiges|divers|otros|outros|altro|activities|extracurricular activities|leadership|memberships|affiliations|professional memberships|associations|activites|aktivitaten|actividades|atividades|attivita)$/;

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Undoes letter spacing ("E X P E R I E N C E", "W O R K  H I S T O R Y"). */
export function collapseLetterSpacing(text: string): string {
  const trimmed = text.trim();
  const tokens = trimmed.split(/\s+/);
  // Kerning pairs ("TA", "AV") sometimes come out unspaced; most tokens are still single letters.
  const singles = tokens.filter((token) => token.length === 1).length;
  if (tokens.length < 4 || tokens.some((token) => token.length > 2) || singles < tokens.length * 0.7) return trimmed;
  if (/\s{2,}/.test(trimmed)) return trimmed.split(/\s{2,}/).map((word) => word.replace(/\s+/g, '')).join(' ');
  return trimmed.replace(/\s+/g, '');
}

export function headingKey(text: string): string {
  return foldAccents(collapseLetterSpacing(text))
    .toLowerCase()
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[^\p{L})]+$/u, '')
    .replace(/[’']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a heading line names, or null when the line is not a known heading. */
export function classifyHeading(text: string): Exclude<CvSectionKind, 'other'> | 'other' | null {
  const key = headingKey(text);
  const letters = text.replace(/[^\p{L}]/gu, '');
  const capitals = letters.length > 2 && letters === letters.toUpperCase();
  if (key.length < 3 || key.length > 48 || /\d|@/.test(key)) return null;
  if (OTHER_HEADINGS.test(key)) return 'other';
  const tokens = key.split(/[\s,]+/).filter((token) => token !== '');
  if (tokens.length > 5) return null;
  const found = new Set<Exclude<CvSectionKind, 'other'>>();
  for (const token of tokens) {
    let kinds = PRIORITY.filter((kind) => KEYWORDS[kind].includes(token));
    // Only capitalised headings get the OCR allowance: "Licence" in a degree is not "Licences".
    if (kinds.length === 0 && !MODIFIERS.has(token) && capitals) kinds = fuzzyKinds(token);
    if (kinds.length === 0 && !MODIFIERS.has(token)) return lettersOnlyMatch(key);
    for (const kind of kinds) found.add(kind);
  }
  if (found.size === 0) return null;
  // "Programming languages" and "Languages & tools" are skills; "Language skills" is languages.
  if (found.has('languages') && (tokens.includes('programming') || found.has('skills') && tokens.some((t) => ['tools', 'technologies', 'frameworks'].includes(t)))) {
    return 'skills';
  }
  if (found.has('summary') && found.has('skills') && tokens.includes('summary')) return 'summary';
  return PRIORITY.find((kind) => found.has(kind)) ?? null;
}

/** Letter-spaced headings with even spacing lose their word breaks; match them without spaces. */
function lettersOnlyMatch(key: string): Exclude<CvSectionKind, 'other'> | null {
  if (key.includes(' ')) return null;
  for (const kind of PRIORITY) {
    for (const keyword of KEYWORDS[kind]) {
      if (keyword.length < 5 || !key.includes(keyword)) continue;
      const rest = key.replace(keyword, '');
      const fits = (word: string) => word.length > 2 && (rest === word || rest === `${word}s`);
      if (rest === '' || [...MODIFIERS].some(fits) || KEYWORDS[kind].some(fits)) {
        return kind;
      }
    }
  }
  return null;
}

const LANGUAGE_HINTS: Record<string, RegExp> = {
  fr: /\b(experiences? professionnelles?|formation|competences|langues|centres d interet|loisirs|projets)\b/,
  de: /\b(berufserfahrung|ausbildung|kenntnisse|sprachen|fahigkeiten|werdegang|studium|kompetenzen)\b/,
  es: /\b(experiencia|formacion|educacion|habilidades|idiomas|proyectos|competencias)\b/,
  pt: /\b(experiencia profissional|formacao|educacao|competencias|idiomas|projetos|linguas)\b/,
  it: /\b(esperienz[ae]|istruzione|formazione|competenze|lingue|progetti)\b/,
};

/** Guesses the CV's language from its headings ('en' by default). */
export function guessLanguage(headings: string[]): string {
  const votes = new Map<string, number>();
  for (const heading of headings) {
    const key = headingKey(heading);
    for (const [language, pattern] of Object.entries(LANGUAGE_HINTS)) {
      if (pattern.test(key)) votes.set(language, (votes.get(language) ?? 0) + 1);
    }
  }
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] >= 2 ? best[0] : 'en';
}

/**
 * OCR misreads accented capitals ("FORMAGAO" for "FORMAÇÃO"): a long token one edit away from a
 * keyword (two for very long ones) still counts.
 */
function fuzzyKinds(token: string): Exclude<CvSectionKind, 'other'>[] {
  if (token.length < 8) return [];
  const allowed = token.length >= 11 ? 2 : 1;
  return PRIORITY.filter((kind) => KEYWORDS[kind].some((keyword) => Math.abs(keyword.length - token.length) <= allowed && editDistance(keyword, token) <= allowed));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
