import type { SkillCategory } from '@folio/schema';
import { isLanguageGroup } from '../atlas/places';

/** The languages Duet has its headings and labels in. */
export const duetLanguages = ['en', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'zh', 'ja', 'ko'] as const;
export type DuetLanguage = (typeof duetLanguages)[number];

export interface DuetLabels {
  /** The language's own name, for the pair in the band. */
  self: string;
  about: string;
  experience: string;
  projects: string;
  skills: string;
  education: string;
  training: string;
  writing: string;
  contact: string;
  email: string;
  phone: string;
  location: string;
  availability: string;
  available: string;
  name: string;
  message: string;
  send: string;
  downloadCv: string;
  allPosts: string;
  values: string;
  philosophy: string;
  strengths: string;
  certifications: string;
}

/** The page's fixed words, in each language (Canadian French "courriel" reads right in France too). */
export const dictionary: Record<DuetLanguage, DuetLabels> = {
  en: { self: 'English', about: 'About', experience: 'Experience', projects: 'Projects', skills: 'Skills', education: 'Education', training: 'Training', writing: 'Writing', contact: 'Contact', email: 'Email', phone: 'Phone', location: 'Location', availability: 'Availability', available: 'Available for freelance work', name: 'Name', message: 'Message', send: 'Send', downloadCv: 'Download CV', allPosts: 'All articles', values: 'Values', philosophy: 'Philosophy', strengths: 'Strengths', certifications: 'Certifications' },
  fr: { self: 'Français', about: 'À propos', experience: 'Expérience', projects: 'Projets', skills: 'Compétences', education: 'Formation', training: 'Formation continue', writing: 'Articles', contact: 'Contact', email: 'Courriel', phone: 'Téléphone', location: 'Lieu', availability: 'Disponibilité', available: 'Disponible pour des mandats', name: 'Nom', message: 'Message', send: 'Envoyer', downloadCv: 'Télécharger le CV', allPosts: 'Tous les articles', values: 'Valeurs', philosophy: 'Philosophie', strengths: 'Forces', certifications: 'Certifications' },
  de: { self: 'Deutsch', about: 'Über mich', experience: 'Berufserfahrung', projects: 'Projekte', skills: 'Kenntnisse', education: 'Ausbildung', training: 'Weiterbildung', writing: 'Beiträge', contact: 'Kontakt', email: 'E-Mail', phone: 'Telefon', location: 'Standort', availability: 'Verfügbarkeit', available: 'Offen für freie Projekte', name: 'Name', message: 'Nachricht', send: 'Senden', downloadCv: 'Lebenslauf herunterladen', allPosts: 'Alle Beiträge', values: 'Werte', philosophy: 'Haltung', strengths: 'Stärken', certifications: 'Zertifikate' },
  es: { self: 'Español', about: 'Sobre mí', experience: 'Experiencia', projects: 'Proyectos', skills: 'Habilidades', education: 'Formación', training: 'Cursos', writing: 'Artículos', contact: 'Contacto', email: 'Correo', phone: 'Teléfono', location: 'Ubicación', availability: 'Disponibilidad', available: 'Disponible para proyectos freelance', name: 'Nombre', message: 'Mensaje', send: 'Enviar', downloadCv: 'Descargar CV', allPosts: 'Todos los artículos', values: 'Valores', philosophy: 'Filosofía', strengths: 'Fortalezas', certifications: 'Certificaciones' },
  pt: { self: 'Português', about: 'Sobre', experience: 'Experiência', projects: 'Projetos', skills: 'Competências', education: 'Formação', training: 'Cursos', writing: 'Artigos', contact: 'Contato', email: 'E-mail', phone: 'Telefone', location: 'Localização', availability: 'Disponibilidade', available: 'Disponível para projetos freelance', name: 'Nome', message: 'Mensagem', send: 'Enviar', downloadCv: 'Baixar CV', allPosts: 'Todos os artigos', values: 'Valores', philosophy: 'Filosofia', strengths: 'Pontos fortes', certifications: 'Certificações' },
  it: { self: 'Italiano', about: 'Chi sono', experience: 'Esperienza', projects: 'Progetti', skills: 'Competenze', education: 'Istruzione', training: 'Formazione', writing: 'Articoli', contact: 'Contatti', email: 'E-mail', phone: 'Telefono', location: 'Località', availability: 'Disponibilità', available: 'Disponibile per incarichi freelance', name: 'Nome', message: 'Messaggio', send: 'Invia', downloadCv: 'Scarica il CV', allPosts: 'Tutti gli articoli', values: 'Valori', philosophy: 'Filosofia', strengths: 'Punti di forza', certifications: 'Certificazioni' },
  nl: { self: 'Nederlands', about: 'Over mij', experience: 'Werkervaring', projects: 'Projecten', skills: 'Vaardigheden', education: 'Opleiding', training: 'Cursussen', writing: 'Artikelen', contact: 'Contact', email: 'E-mail', phone: 'Telefoon', location: 'Locatie', availability: 'Beschikbaarheid', available: 'Beschikbaar voor freelance werk', name: 'Naam', message: 'Bericht', send: 'Versturen', downloadCv: 'Cv downloaden', allPosts: 'Alle artikelen', values: 'Waarden', philosophy: 'Visie', strengths: 'Sterke punten', certifications: 'Certificaten' },
  pl: { self: 'Polski', about: 'O mnie', experience: 'Doświadczenie', projects: 'Projekty', skills: 'Umiejętności', education: 'Wykształcenie', training: 'Szkolenia', writing: 'Artykuły', contact: 'Kontakt', email: 'E-mail', phone: 'Telefon', location: 'Lokalizacja', availability: 'Dostępność', available: 'Przyjmuję zlecenia freelance', name: 'Imię i nazwisko', message: 'Wiadomość', send: 'Wyślij', downloadCv: 'Pobierz CV', allPosts: 'Wszystkie artykuły', values: 'Wartości', philosophy: 'Filozofia', strengths: 'Mocne strony', certifications: 'Certyfikaty' },
  ru: { self: 'Русский', about: 'Обо мне', experience: 'Опыт работы', projects: 'Проекты', skills: 'Навыки', education: 'Образование', training: 'Курсы', writing: 'Статьи', contact: 'Контакты', email: 'Эл. почта', phone: 'Телефон', location: 'Город', availability: 'Занятость', available: 'Принимаю заказы на фриланс', name: 'Имя', message: 'Сообщение', send: 'Отправить', downloadCv: 'Скачать резюме', allPosts: 'Все статьи', values: 'Ценности', philosophy: 'Подход', strengths: 'Сильные стороны', certifications: 'Сертификаты' },
  zh: { self: '中文', about: '关于我', experience: '工作经历', projects: '项目', skills: '技能', education: '教育背景', training: '培训', writing: '文章', contact: '联系方式', email: '邮箱', phone: '电话', location: '所在地', availability: '工作状态', available: '可接自由职业项目', name: '姓名', message: '留言', send: '发送', downloadCv: '下载简历', allPosts: '全部文章', values: '价值观', philosophy: '理念', strengths: '优势', certifications: '证书' },
  ja: { self: '日本語', about: '自己紹介', experience: '職歴', projects: 'プロジェクト', skills: 'スキル', education: '学歴', training: '研修・資格', writing: '記事', contact: 'お問い合わせ', email: 'メール', phone: '電話', location: '所在地', availability: '稼働状況', available: 'フリーランスの依頼を受付中', name: 'お名前', message: 'メッセージ', send: '送信', downloadCv: '履歴書をダウンロード', allPosts: 'すべての記事', values: '価値観', philosophy: '考え方', strengths: '強み', certifications: '資格' },
  ko: { self: '한국어', about: '소개', experience: '경력', projects: '프로젝트', skills: '기술', education: '학력', training: '교육·자격', writing: '글', contact: '연락처', email: '이메일', phone: '전화', location: '위치', availability: '업무 가능 여부', available: '프리랜서 작업 가능', name: '이름', message: '메시지', send: '보내기', downloadCv: '이력서 다운로드', allPosts: '모든 글', values: '가치관', philosophy: '철학', strengths: '강점', certifications: '자격증' },
};

/** Each language's name as the twelve languages write it (Intl.DisplayNames, lower case), and a few usual variants. */
const namesOf: Record<DuetLanguage, string[]> = {
  en: ['english', 'anglais', 'englisch', 'inglés', 'inglês', 'inglese', 'engels', 'angielski', 'английский', '英语', '英語', '영어', 'ingles', '英文'],
  fr: ['french', 'français', 'französisch', 'francés', 'francês', 'francese', 'frans', 'francuski', 'французский', '法语', 'フランス語', '프랑스어', 'francais', '法文'],
  de: ['german', 'allemand', 'deutsch', 'alemán', 'alemão', 'tedesco', 'duits', 'niemiecki', 'немецкий', '德语', 'ドイツ語', '독일어', 'aleman', '德文'],
  es: ['spanish', 'espagnol', 'spanisch', 'español', 'espanhol', 'spagnolo', 'spaans', 'hiszpański', 'испанский', '西班牙语', 'スペイン語', '스페인어', 'espanol', 'castellano', 'castilian', '西班牙文'],
  pt: ['portuguese', 'portugais', 'portugiesisch', 'portugués', 'português', 'portoghese', 'portugees', 'portugalski', 'португальский', '葡萄牙语', 'ポルトガル語', '포르투갈어', 'portugues', '葡萄牙文'],
  it: ['italian', 'italien', 'italienisch', 'italiano', 'italiaans', 'włoski', 'итальянский', '意大利语', 'イタリア語', '이탈리아어', '意大利文'],
  nl: ['dutch', 'néerlandais', 'niederländisch', 'neerlandés', 'holandês', 'olandese', 'nederlands', 'niderlandzki', 'нидерландский', '荷兰语', 'オランダ語', '네덜란드어', 'flemish', 'vlaams', 'holländisch', 'голландский'],
  pl: ['polish', 'polonais', 'polnisch', 'polaco', 'polonês', 'polacco', 'pools', 'polski', 'польский', '波兰语', 'ポーランド語', '폴란드어'],
  ru: ['russian', 'russe', 'russisch', 'ruso', 'russo', 'rosyjski', 'русский', '俄语', 'ロシア語', '러시아어', '俄文'],
  zh: ['chinese', 'chinois', 'chinesisch', 'chino', 'chinês', 'cinese', 'chinees', 'chiński', 'китайский', '中文', '中国語', '중국어', 'mandarin', '汉语', '普通话', '華語', '中國語'],
  ja: ['japanese', 'japonais', 'japanisch', 'japonés', 'japonês', 'giapponese', 'japans', 'japoński', 'японский', '日语', '日本語', '일본어', '日文'],
  ko: ['korean', 'coréen', 'koreanisch', 'coreano', 'koreaans', 'koreański', 'корейский', '韩语', '韓国語', '한국어', '韩文'],
};

const codeByName = new Map<string, DuetLanguage>(duetLanguages.flatMap((code) => namesOf[code].map((name) => [name, code] as const)));

export function isDuetLanguage(value: string): value is DuetLanguage {
  return (duetLanguages as readonly string[]).includes(value);
}

/**
 * The language a skill names: "French", "Français (langue maternelle)", "English – C2",
 * "Deutsch: fließend", "日本語". The words after the name (a level, a note) are left out.
 */
export function languageOf(skillName: string): DuetLanguage | null {
  const name = skillName
    .toLocaleLowerCase()
    .replace(/[(（[].*$/u, '')
    .split(/\s[-–—:|/]\s?|[:,;·•|/]/u)[0]
    ?.trim();
  if (!name) return null;
  const words = name.split(/\s+/u);
  return codeByName.get(name) ?? codeByName.get(words.slice(0, 2).join(' ')) ?? codeByName.get(words[0] ?? '') ?? null;
}

/** Skill groups that are spoken languages: Atlas's titles, with the Russian and Korean ones. */
export function isSpokenLanguageGroup(group: SkillCategory): boolean {
  return isLanguageGroup(group) || /^(?:иностранные\s+)?языки$|^언어$|^외국어$/iu.test(group.title.trim());
}

/** The language of the page's fixed words: the page's own when Duet has it, English otherwise. */
export function firstLanguageOf(pageLang: string): DuetLanguage {
  const base = pageLang.toLowerCase().split('-')[0] ?? '';
  return isDuetLanguage(base) ? base : 'en';
}

/**
 * The second language: the first spoken language in the owner's language skills that Duet has
 * words for and that is not the first one. Null when there is none: the page keeps one language.
 */
export function secondLanguageOf(skills: SkillCategory[], pageLang: string): DuetLanguage | null {
  const first = firstLanguageOf(pageLang);
  for (const group of skills) {
    if (!isSpokenLanguageGroup(group)) continue;
    for (const skill of group.info) {
      const code = languageOf(skill.name);
      if (code && code !== first) return code;
    }
  }
  return null;
}
