import type { CvSectionKind } from '@folio/schema';

/**
 * Section heading vocabulary in English, French, German, Spanish, Portuguese and Italian (accents
 * stripped), and in Dutch, Polish, Russian, Chinese, Japanese and Korean (`EXTRA_KEYWORDS`, folded the
 * same way when the module loads). A heading is a short line made only of one kind's keywords plus
 * generic modifiers ("professional", "relevant", "and"...), so "Experience with Python" is not a
 * heading but "Expérience professionnelle" and "Berufliche Erfahrung" are.
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

/**
 * Dutch, Polish, Russian, Chinese, Japanese and Korean headings as they are written. CJK headings have
 * no spaces, so each is one token: the whole heading, or its core before a generic suffix (经历, 사항).
 */
const EXTRA_KEYWORDS: Partial<Record<Exclude<CvSectionKind, 'other'>, string[]>> = {
  summary: ['samenvatting', 'profiel', 'podsumowanie', 'mnie', 'cel', 'себе', 'мне', 'цель', 'профиль',
    '自我评价', '个人简介', '个人总结', '个人评价', '自我介绍', '职业目标', '求职意向', '自己pr', '職務要約', '自己紹介', '자기소개', '요약', '프로필',
    '個人簡介', '自我評價', '自我介紹', '個人總結', '關於我', '关于我', 'プロフィール', '概要', '자기소개서'],
  experience: ['werkervaring', 'werkervaringen', 'ervaring', 'loopbaan', 'doświadczenie', 'kariery', 'опыт', 'работы', 'работа', 'трудовая', 'деятельность', 'стаж',
    '工作经历', '工作经验', '工作履历', '实习经历', '实习经验', '职业经历', '工作經歷', '工作經驗', '職歴', '職務経歴', '経歴', '職務経歴詳細', '경력', '경력사항', '근무경력', '업무경력', '직장경력',
    '實習經歷', '實習經驗', '職業經歷', '工作履歷', '職務経験', '職務履歴'],
  education: ['opleiding', 'opleidingen', 'onderwijs', 'wykształcenie', 'wyksztalcenie', 'edukacja', 'образование', 'обучение',
    '教育背景', '教育经历', '学历', '教育經歷', '學歷', '学歴', '학력', '학력사항', '교육', '교육사항', '教育程度', '學業'],
  skills: ['vaardigheden', 'competenties', 'kennis', 'umiejętności', 'kompetencje', 'навыки', 'умения', 'компетенции', 'квалификация',
    '技能', '专业技能', '技能特长', '技术能力', '技能專長', 'スキル', '技術', 'テクニカルスキル', '활용능력', '기술', '보유기술', '기술스택', '역량', '핵심역량',
    '專業技能', '技能特長', '技術能力', '專長', '专长', '保有スキル', '技術スタック', '스킬'],
  languages: ['talen', 'talenkennis', 'języki', 'znajomość', 'języków', 'языки', 'языков', 'владение', 'языками',
    '语言能力', '语言', '外语能力', '外语', '語学', '言語', '語学力', '어학', '외국어', '어학능력', '언어',
    '語言能力', '語言', '外語能力', '外語'],
  projects: ['projecten', 'projekty', 'проекты', '项目经验', '项目经历', '项目', '專案經歷', 'プロジェクト', 'プロジェクト経験', '프로젝트', '프로젝트경험',
    '項目經歷', '項目經驗', '項目', '專案', '专案', '專案經驗', '開発実績', '制作物', '포트폴리오'],
  trainings: ['certificaten', 'cursussen', 'certyfikaty', 'kursy', 'szkolenia', 'сертификаты', 'курсы', 'повышение', 'квалификации',
    '证书', '资格证书', '培训经历', '証明書', '資格', '免許・資格', '자격증', '자격', '교육이수',
    '證書', '資格證書', '證照', '培訓經歷', '資格・免許', '免許', '認定資格'],
  publications: ['publicaties', 'publikacje', 'публикации', '发表论文', '论文', '論文', '논문',
    '發表論文', '論文發表', '论文发表', '出版物', '著作', '学术成果', '學術成果', '研究業績', '業績', '論文・発表', '発表'],
  awards: ['prijzen', 'onderscheidingen', 'nagrody', 'osiągnięcia', 'награды', 'достижения', '获奖情况', '荣誉奖项', '获奖经历', '受賞歴', '수상경력', '수상',
    '獲獎情況', '榮譽獎項', '獲獎經歷', '獲獎', '获奖', '受賞', '表彰'],
  interests: ['interesses', 'zainteresowania', 'hobby', 'интересы', 'хобби', '兴趣爱好', '趣味', '취미'],
  volunteering: ['vrijwilligerswerk', 'wolontariat', 'волонтерство', '志愿者经历', '社会活动', 'ボランティア', '봉사활동'],
  references: ['referenties', 'referencje', 'рекомендации'],
  contact: ['contactgegevens', 'gegevens', 'personalia', 'kontakt', 'kontaktowe', 'контакты', 'контактная', 'информация',
    '联系方式', '个人信息', '基本信息', '連絡先', '基本情報', '個人情報', '연락처', '인적사항', '개인정보'],
};
for (const [kind, words] of Object.entries(EXTRA_KEYWORDS) as [Exclude<CvSectionKind, 'other'>, string[]][]) {
  KEYWORDS[kind].push(...words.flatMap((word) => headingKey(word).split(' ')));
}

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
    'ich qui suis je over top ' +
    'relevante professionele persoonlijke persoonlijk werk o przebieg dane zawodowe zawodowa zawodowy techniczne osobiste dodatkowe i oraz ' +
    'профессиональные ключевые личные дополнительная дополнительные и знание места о обо ' +
    '사항 및 보유 핵심 주요').split(' ').map((word) => foldAccents(word)),
);

const PRIORITY: Exclude<CvSectionKind, 'other'>[] = [
  'languages', 'publications', 'trainings', 'projects', 'volunteering', 'awards', 'experience', 'education', 'skills',
  'summary', 'interests', 'references', 'contact',
];

const OTHER_HEADINGS = /^(additional information|miscellaneous|sonstiges|divers|otros|outros|altro|activities|extracurricular activities|leadership|memberships|affiliations|professional memberships|associations|activites|aktivitaten|actividades|atividades|attivita|aanvullende informatie|dodatkowe informacje|дополнительная информация|其他|其他信息|その他|기타)$/;

/** Strips accents; NFC afterwards so Hangul syllables, which NFD splits into letters, come back whole. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Scripts written without spaces, where a two-character heading ("技能", "学歴") is normal. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

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
  // Letter-spaced Chinese or Japanese ("職 歴", "自己紹 介"): those scripts put no spaces inside a word.
  // Korean puts spaces between words, but a short line of lone syllables ("경 력", "학 력") is one word letter-spaced.
  const hangulSpaced = /^\p{Script=Hangul}(?:\s+\p{Script=Hangul})+$/u.test(text.trim());
  const unspaced = text.length <= 24 ? text.replace(/(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])/gu, '') : text;
  return foldAccents(hangulSpaced && text.length <= 24 ? text.replace(/\s+/g, '') : collapseLetterSpacing(unspaced))
    .toLowerCase()
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[^\p{L})]+$/u, '')
    .replace(/[’']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a heading line names, or null when the line is not a known heading. */
export function classifyHeading(text: string): Exclude<CvSectionKind, 'other'> | 'other' | null {
  const kind = classifyKey(text);
  // Small capitals set each word's first letter apart ("L ANGUES", "W ORK E XPERIENCE"); "À PROPOS" stays as it is.
  const smallCaps = text.replace(/(?<=^|\s)(\p{Lu}) (?=\p{Lu}{2,})/gu, '$1');
  return kind === null && smallCaps !== text ? classifyKey(smallCaps) : kind;
}

function classifyKey(text: string): Exclude<CvSectionKind, 'other'> | 'other' | null {
  const key = headingKey(text);
  const letters = text.replace(/[^\p{L}]/gu, '');
  const capitals = letters.length > 2 && letters === letters.toUpperCase();
  if (key.length < (CJK.test(key) ? 2 : 3) || key.length > 48 || /\d|@/.test(key)) return null;
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
  nl: /\b(werkervaring|opleiding|vaardigheden|talen|profiel|projecten)\b/,
  pl: /(doswiadczenie|wyksztalcenie|umiejetnosci|jezyki|jezykow)/,
  ru: /(опыт|образование|навыки|языки|языков|проекты)/,
  zh: /(工作经|教育|技能|项目|语言|自我评价)/,
  ja: /(職歴|職務経歴|学歴|スキル|資格|語学)/,
  ko: /(경력|학력|기술|어학|자격)/,
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
