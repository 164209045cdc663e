/**
 * Word lists that tell a job title from a company, a degree from a school, a place from a name.
 * Matched on accent-folded lower-case words, in the six languages the parser reads.
 */

export const TITLE_WORDS = new Set(
  ('engineer engineering developer programmer manager management director head lead leader chief officer president vp ' +
    'founder co-founder cofounder owner partner principal staff senior junior intern internship trainee apprentice ' +
    'assistant associate analyst consultant specialist coordinator administrator architect designer researcher scientist ' +
    'postdoc postdoctoral professor lecturer teacher tutor instructor fellow doctor physician surgeon nurse pharmacist ' +
    'therapist physiotherapist dentist midwife paramedic technician writer editor journalist accountant auditor controller ' +
    'advisor adviser representative executive supervisor coach strategist marketer recruiter clerk secretary ' +
    'receptionist agent officer expert owner cto ceo cfo coo cmo cio sre devops qa tester buyer planner economist ' +
    'lawyer attorney counsel paralegal architect illustrator photographer animator producer volunteer student ' +
    'ingenieur ingenieure developpeur developpeuse chef responsable directeur directrice charge chargee stagiaire ' +
    'alternant alternante analyste gestionnaire conseiller conseillere infirmier infirmiere medecin enseignant ' +
    'professeur chercheur chercheuse commercial technicien technicienne redacteur redactrice comptable ' +
    'entwickler entwicklerin ingenieurin leiter leiterin berater beraterin werkstudent werkstudentin praktikant ' +
    'praktikantin referent referentin sachbearbeiter sachbearbeiterin geschaftsfuhrer geschaeftsfuehrer mitarbeiter ' +
    'mitarbeiterin softwareentwickler softwareentwicklerin projektleiter projektleiterin teamleiter teamleiterin ' +
    'wissenschaftlicher wissenschaftliche assistenzarzt assistenzarztin arzt arztin krankenpfleger pflegekraft lehrer lehrerin ' +
    'desarrollador desarrolladora ingeniero ingeniera jefe jefa gerente analista consultor consultora becario becaria ' +
    'arquitecto arquitecta especialista pasante practicante auxiliar fundador fundadora cofundador cofundadora ' +
    'craftsman hacker creator mentor maintainer contributor backend frontend fullstack full-stack back-end front-end ' +
    'salesperson sales ambassador evangelist advocate moderator organizer organiser ' +
    'arquiteto arquiteta architecte specialiste formateur formatrice fondateur fondatrice cofondateur cofondatrice ' +
    'architetto specialista fondatore fondatrice architekt architektin spezialist spezialistin grunder grunderin ' +
    'tecnico tecnica programador programadora director directora coordinador coordinadora enfermero enfermera ' +
    'investigador investigadora disenador disenadora profesor profesora medico medica asesor asesora ' +
    'desenvolvedor desenvolvedora engenheiro engenheira coordenador coordenadora estagiario estagiaria gestor gestora ' +
    'pesquisador pesquisadora enfermeiro enfermeira ' +
    'sviluppatore sviluppatrice ingegnere responsabile tirocinante stagista consulente ricercatore ricercatrice ' +
    'infermiere infermiera progettista impiegato impiegata docente insegnante ' +
    'ontwikkelaar medewerker adviseur beheerder projectleider teamleider stagiair programmeur verpleegkundige directeur eigenaar ' +
    'programista programistka inzynier kierownik dyrektor analityk specjalista specjalistka starszy mlodszy młodszy stazysta ' +
    'praktykant konsultant projektant tester ksiegowy menedzer lider architekt grafik ' +
    'разработчик разработчица программист инженер менеджер руководитель директор аналитик дизайнер консультант ' +
    'специалист стажер архитектор тестировщик бухгалтер юрист преподаватель начальник ведущий главный старший младший')
    .split(/\s+/)
    .map((word) => foldWord(word)),
);

/** Role words of scripts without spaces, found inside a longer word ("高级软件工程师"). */
const CJK_TITLE = /工程师|工程師|经理|經理|总监|總監|主管|架构师|设计师|分析师|顾问|专员|实习生|助理|研究员|程序员|教师|负责人|エンジニア|マネージャー|マネジャー|開発者|デザイナー|コンサルタント|プログラマー?|リーダー|部長|課長|主任|研究員|개발자|엔지니어|매니저|디자이너|팀장|과장|대리|사원|연구원|기획자|컨설턴트|인턴/;
/** Company forms of scripts without spaces and of Cyrillic and Polish ("株式会社メルカリ", "ООО «Яндекс»", "Sp. z o.o."). */
const OTHER_LEGAL_FORMS = /有限公司|公司|集团|集團|株式会社|有限会社|合同会社|[（(]株[)）]|주식회사|[（(]주[)）]|㈜|銀行|银行|은행|(?:^|[\s«"])(?:ООО|ОАО|ЗАО|ПАО|АО|ИП|НКО)(?=$|[\s«"])|\bsp\.\s*z\s*o\.\s*o\.|\bsp\.\s*k\.|\bS\.A\.(?=$|[\s,;)])|\b(?:B\.V\.|N\.V\.)/iu;
/** Schools of those scripts ("清华大学", "東京大学", "서울대학교", "Московский университет"). */
const OTHER_INSTITUTIONS = /大学|大學|学院|學院|研究院|研究所|高校|高等学校|専門学校|大学院|대학교|대학원|대학|학교|과학기술원|기술원|연구원|아카데미|학원|университет|институт|академия|колледж|училище|техникум|лицей|гимназия|uniwersytet|politechnika|akademia|szkoła|universiteit|hogeschool/iu;
/** Degrees of those languages. */
const OTHER_DEGREES = /学士|學士|硕士|碩士|博士|本科|研究生|修士|学士号|副学士|副學士|专科|專科|大专|大專|高中|高校卒業|短期大学|専門学校|学位|卒業|修了|毕业|畢業|졸업|수료|부트캠프|학사|석사|박사|курсы|курс\b|бакалавр|магистр|специалист|кандидат наук|licencjat|magister|inżynier|\b(?:HBO|WO|MBO)\b|doctoraal|drs\./iu;

export const COMPANY_WORDS = new Set(
  ('inc inc. ltd ltd. llc llp plc gmbh s.a. sarl s.l. s.r.l. s.p.a. b.v. limited pty pvt s.a.s. s.r.o. d.o.o. kft aps e.v. ' +
    'corp corp. corporation company group holding holdings labs lab technologies technology tech solutions systems ' +
    'software consulting consultants partners bank capital ventures studio studios agency media health healthcare ' +
    'hospital clinic klinikum klinik hopital hospital ospedale university universitat universite universidad universidade ' +
    'universita college institute institut instituto istituto school foundation fondation stiftung fundacion fondazione ' +
    'association verein ministry ministere ministerio council gov government services analytics networks energy pharma ' +
    'pharmaceuticals motors airlines logistics insurance versicherung mobility robotics games interactive digital ' +
    'entreprise empresa azienda unternehmen gruppe grupo gruppo groupe agence agentur agencia').split(/\s+/),
);

export const INSTITUTION_WORDS = new Set(
  ('university universitat universitaet universite universidad universidade universita college school institute institut ' +
    'instituto istituto hochschule fachhochschule academy akademie academie academia accademia ecole escuela escola ' +
    'scuola polytechnic politecnico polytechnique polytechnique lycee gymnasium liceo colegio conservatory conservatoire ' +
    'seminary faculty faculte facultad faculdade facolta').split(/\s+/),
);

/** School acronyms count only in capitals: "MIT" is a school, "mit" a German preposition. */
const INSTITUTION_ACRONYMS = /\b(MIT|ETH|EPFL|TU|KTH|INSEAD|HEC|ESSEC|ESADE|IAE|UCL|LSE|NYU|UCLA|EPITA|EPITECH|INSA|ENS|IIT|NUS|USP|UNAM)\b/;

export const DEGREE_PATTERN =
  /\b(bachelor|bachelors|master|masters|mba|msc|m\.sc|bsc|b\.sc|b\.s|m\.s|ba|ma|b\.a|m\.a|beng|meng|b\.eng|m\.eng|phd|ph\.d|dphil|doctor|doctorate|doctorat|doktor|dr|md|jd|llb|llm|associate|diploma|diplome|diplom|licence|license|licenciatura|licenciado|grado|grau|laurea|magistrale|triennale|mestrado|maestria|master|master's|bachelor's|ingenieur|ingeniero|engenheiro|abitur|baccalaureat|bac|bachillerato|maturita|certificate|certificat|certificado|btec|hnd|a-levels|gcse|cap|bts|dut|but|staatsexamen|promotion|dottorato|doutoramento|doutorado|postgraduate|graduate|undergraduate|high school|bootcamp|boot camp|nanodegree|cfc|mphil|pgce|bba|bfa|mfa|bs|ms|hons|honours|pregrado|posgrado|postgrado|tecnico superior|tecnologo|tecnicatura|bacharelado|graduacao|pos-graduacao|especializacao|especializacion|doctorado|maitrise|mastere|dea|dess|fachhochschulreife|berufsausbildung|b\.?tech|m\.?tech|b\.e|m\.e|bca|mca|b\.com|m\.com|hsc|ssc|isc|icse|matriculation|secondary school|senior secondary|engineer's degree|technical degree|1[02]th)\b/i;

/** Places, as accent-folded lower-case phrases (multi-word cities kept whole). */
export const LOCATION_WORDS = new Set(
  (
    'amsterdam, argentina, athens, atlanta, auckland, austin, australia, austria, bangalore, barcelona, ' +
    'belgium, berlin, bilbao, bogota, bologna, bordeaux, boston, brasil, brazil, bristol, brussels, ' +
    'bruxelles, budapest, canada, chicago, chile, china, cologne, colombia, copenhagen, czechia, delhi, ' +
    'denmark, denver, deutschland, distancia, dubai, dublin, dusseldorf, edinburgh, egypt, england, ' +
    'espana, finland, firenze, florence, france, frankfurt, geneva, geneve, germany, greece, hamburg, ' +
    'helsinki, homeoffice, hybrid, india, ireland, israel, istanbul, italia, italy, japan, kenya, koln, ' +
    'krakow, lille, lima, lisboa, lisbon, london, luxembourg, lyon, madrid, manchester, marseille, ' +
    'melbourne, mexico, miami, milan, milano, montreal, morocco, mumbai, munchen, munich, nantes, naples, ' +
    'napoli, netherlands, nice, nigeria, norway, on-site, onsite, oslo, osterreich, paris, peru, poland, ' +
    'porto, portugal, prague, remote, remoto, roma, romania, rome, rotterdam, santiago, schweiz, ' +
    'scotland, seattle, senegal, sevilla, seville, singapore, spain, stockholm, stuttgart, suisse, ' +
    'sweden, switzerland, sydney, teletravail, tokyo, torino, toronto, toulouse, tunisia, turin, turkey, ' +
    'u.k., uae, uk, us, usa, valencia, vancouver, vienna, wales, warsaw, washington, wien, zurich, new ' +
    'york, san francisco, san diego, los angeles, sao paulo, rio de janeiro, buenos aires, mexico city, ' +
    'tel aviv, cape town, santa clara, palo alto, el paso, new delhi, hong kong, the hague, la paz, las ' +
    'vegas, st. louis, salt lake city, utrecht, eindhoven, den haag, groningen, leiden, delft, warszawa, wroclaw, poznan, ' +
    'gdansk, lodz, katowice, moscow, москва, санкт-петербург, новосибирск, екатеринбург, казань, kyiv, kiev, киев, minsk, ' +
    '北京, 上海, 深圳, 广州, 杭州, 成都, 南京, 武汉, 西安, 香港, 台北, 东京, 東京, 東京都, 大阪, 大阪府, 京都, 横浜, 名古屋, 福岡, ' +
    '서울, 부산, 인천, 대전, 판교, 성남, seoul, busan, beijing, shanghai, shenzhen, hangzhou, osaka, taipei'
  ).split(/\s*,\s*/),
);

export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/^[^\p{L}\d]+|[^\p{L}\d.]+$/gu, '');
}

export function words(text: string): string[] {
  return text.split(/[\s/,()]+/).map(foldWord).filter((word) => word !== '');
}

export function hasTitleWord(text: string): boolean {
  // "Frontend-разработчик", "DevOps-инженер": a role word after a hyphen counts too.
  return CJK_TITLE.test(text) || words(text).flatMap((word) => [word, ...word.split('-')]).some((word) => TITLE_WORDS.has(word) || TITLE_WORDS.has(word.replace(/s$/, '')));
}

/** Short legal forms count only as written, in capitals: "AS" is Norwegian for Ltd, "as" is English. */
const LEGAL_FORMS = /(?:^|\s)(?:AG|KG|SE|SA|SAS|SL|SRL|SpA|BV|NV|Oy|AB|AS|A\/S|ApS|Co\.|KGaA|S\.A\.S\.|S\.C\.|LTDA|Ltda\.?|L\.P\.|LP|L\.L\.C\.|PLLC|P\.C\.|LLP|L\.L\.P\.|S\.A\.|S\.L\.|S\.R\.L\.|S\.p\.A\.|B\.V\.|N\.V\.|Pte\.?|Sdn\.? Bhd\.?)(?=$|[\s,;)])/;

export function isLegalForm(text: string): boolean {
  const trimmed = text.trim();
  return (COMPANY_WORDS.has(foldWord(trimmed)) && !trimmed.includes(' ')) || (LEGAL_FORMS.test(trimmed) && trimmed.split(/\s+/).length === 1);
}

export function hasCompanyWord(text: string): boolean {
  return LEGAL_FORMS.test(text) || OTHER_LEGAL_FORMS.test(text) || words(text).some((word) => COMPANY_WORDS.has(word));
}

export function hasInstitutionWord(text: string): boolean {
  return INSTITUTION_ACRONYMS.test(text) || OTHER_INSTITUTIONS.test(text) || words(text).some((word) => INSTITUTION_WORDS.has(word) || /^(universit|hochschul|polytechn)/.test(word));
}

export function isDegree(text: string): boolean {
  return DEGREE_PATTERN.test(text.normalize('NFD').replace(/\p{M}/gu, '')) || OTHER_DEGREES.test(text);
}

/** "Berlin, Germany", "Austin, TX", "75001 Paris", "Remote": a place, not an organisation. */
export function isLocation(text: string): boolean {
  const trimmed = text
    .trim()
    .replace(/^(location|lieu|ort|ubicacion|localizacao|sede|based in)\s*:?\s*/i, '')
    // A US ZIP code after the state ("San Francisco, CA 94107").
    .replace(/(,\s*[A-Z]{2})\s+\d{5}(?:-\d{4})?$/, '$1');
  // A postcode and a city as the last part of an address ("12 rue de la Paix, 75002 Paris").
  if (trimmed.length <= 60 && /(?:^|,\s*)(?:[A-Z]{1,2}-?)?\d{4,5}\s+\p{Lu}[\p{L}'’ -]+$/u.test(trimmed)) return true;
  if (trimmed.length > 50 || /@|https?:|www\.|\d{3}/i.test(trimmed.replace(/^\d{4,5}\s/, ''))) return false;
  // "Berlin (Hybrid)", "Munich, Germany (Remote)", "Remote (Europe)": a work mode or region in brackets after a place.
  const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(trimmed);
  if (bracket && (WORK_MODES.test(bracket[2]!.trim()) || isLocation(bracket[2]!)) && isLocation(bracket[1]!)) return true;
  if (bracket && WORK_MODES.test(bracket[1]!.trim()) && /^\p{Lu}[\p{L} .,-]{1,30}$/u.test(bracket[2]!.trim()) && !hasCompanyWord(bracket[2]!)) return true;
  if (WORK_MODES.test(trimmed)) return true;
  // "г. Москва", "г. Минск, р. Беларусь": the Russian marks of a city (город) and a republic before their names.
  if (/^(?:г|гор|пос|с|р|респ)\.\s*\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?(?:,\s*(?:(?:г|р|респ)\.\s*)?\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)?$/u.test(trimmed)) return true;
  // "上海市", "서울특별시", "東京都", "浙江省": a name in a caseless script with the suffix of a city, prefecture or province.
  if (/^[\p{Script=Han}\p{Script=Hangul}]{1,8}(?:市|省|区|區|県|縣|都|府|道|特別市|特别市|广域市|시|도|구|군)$/u.test(trimmed) && !OTHER_INSTITUTIONS.test(trimmed) && !OTHER_LEGAL_FORMS.test(trimmed)) return true;
  const folded = words(trimmed);
  if (folded.length === 0 || folded.length > 6) return false;
  if (hasCompanyWord(trimmed) || hasTitleWord(trimmed)) return false;
  // "🇯🇵 香川", "🇩🇪 Berlin": a country's flag before a short name marks a place.
  const flagged = /^[\u{1F1E6}-\u{1F1FF}]{2}\s*(\S.*)$/u.exec(trimmed);
  if (flagged && words(flagged[1]!).length <= 3) return true;
  const parts = trimmed.split(/\s*[,，、]\s*/).map(foldPhrase);
  if (parts.every((part) => LOCATION_WORDS.has(part) || COUNTRIES.has(part))) return true;
  // "上海, 中国", "新竹，台灣", "Казань, Россия": a short name in a script without capitals, then a country.
  if (parts.length === 2 && COUNTRIES.has(parts[1]!) && /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}ー\- ]{2,20}$/u.test(parts[0]!)) return true;
  if (/^\d{4,5}\s+\p{Lu}/u.test(trimmed)) return true;
  // "Greater Seattle Area", "San Francisco Bay Area": what LinkedIn prints for a metropolitan area.
  if (/^(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}(?:[Bb]ay\s+)?[Aa]rea$/u.test(trimmed) || /^Greater\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?$/u.test(trimmed)) return true;
  // "Springfield, IL", "Lyon, France", "Austin, TX": a capitalised place then a country or a code;
  // "BBVA, Madrid" is an employer and its city, so a city in last place is not enough.
  const raw = trimmed.split(/\s*,\s*/);
  const last = raw.at(-1) ?? '';
  // Particles do not count as words of a place's name ("Santa Cruz de Tenerife", "Frankfurt am Main").
  // A lower-case word other than those ("Electronic and Communication, Egypt") is no place's name.
  const nameWords = (part: string) => part.split(' ').filter((word) => !PLACE_PARTICLES.has(word)).length;
  const properName = (part: string) => part.split(' ').every((word) => PLACE_PARTICLES.has(word) || !/^\p{Ll}/u.test(word));
  if (raw.length < 2 || raw.length > 3 || !raw.every((part) => /^\p{Lu}[\p{L}'’.\- ]*$/u.test(part) && nameWords(part) <= 4 && properName(part))) {
    return false;
  }
  const knownFirst = LOCATION_WORDS.has(parts[0]!) && !COMPANY_WORDS.has(parts[0]!);
  const regionOrCountry = (part: string) => COUNTRIES.has(foldPhrase(part)) || /^[A-Z]{2,3}$/.test(part);
  // "Zillow, Seattle, WA" is an employer and its place; "San Jose, CA, USA" is a place.
  if (raw.length === 3) return knownFirst || (regionOrCountry(raw[1]!) && regionOrCountry(last));
  return knownFirst || regionOrCountry(last);
}

/** How the work was done, printed with or instead of a place. */
export const WORK_MODES = /^(?:remote|remoto|hybrid|hybride|hibrido|híbrido|ibrido|on[- ]site|onsite|presencial|télétravail|teletravail|homeoffice|home office|fully remote|remote[- ]first|à distance|a distancia|distancia|zdalnie|hybrydowo|удал[её]нно|удал[её]нная работа|гибрид|в офисе|リモート|フルリモート|在宅|远程|遠端|원격|재택|재택근무)$/iu;

/** A place the lists know by name ("Lyon"), not merely a capitalised word before a country. */
export const isKnownPlace = (text: string) => LOCATION_WORDS.has(foldPhrase(text)) || COUNTRIES.has(foldPhrase(text));

const PLACE_PARTICLES = new Set(['de', 'del', 'la', 'le', 'les', 'el', 'los', 'las', 'di', 'da', 'do', 'dos', 'das', 'am', 'an', 'der', 'im', 'sur', 'sous', 'en', 'upon', 'on']);

const COUNTRIES = new Set(
  ('usa, us, uk, u.k., united states, united kingdom, germany, deutschland, france, spain, espana, italy, italia, portugal, ' +
    'netherlands, belgium, switzerland, schweiz, suisse, austria, osterreich, ireland, canada, mexico, brazil, brasil, argentina, ' +
    'chile, colombia, peru, india, china, japan, singapore, australia, sweden, norway, denmark, finland, poland, czechia, ' +
    'romania, greece, turkey, israel, uae, morocco, tunisia, senegal, nigeria, kenya, egypt, luxembourg, scotland, wales, ' +
    'england, new zealand, south africa, allemagne, espagne, italie, suisse, belgique, royaume-uni, etats-unis, spanien, ' +
    'frankreich, italien, osterreich, estados unidos, alemania, francia, reino unido, alemanha, franca, espanha, ' +
    'germania, spagna, francia, svizzera, regno unito, bavaria, bayern, catalonia, catalunya, ontario, quebec, california, texas, ' +
    '中国, 中國, 台湾, 台灣, 日本, 韩国, 韓国, 韓國, 한국, 대한민국, 香港, 新加坡, 美国, 美國, 米国, アメリカ, 英国, 英國, 德国, 德國, ドイツ, ' +
    'россия, украина, беларусь, казахстан, германия, сша, polska, niemcy, ' +
    'panama, costa rica, venezuela, ecuador, bolivia, paraguay, uruguay, guatemala, honduras, el salvador, nicaragua, cuba, ' +
    'puerto rico, dominican republic, republica dominicana, nederland, belgie, osterreich, sverige, norge, danmark, suomi, ' +
    'iceland, hungary, magyarorszag, slovakia, slovenia, croatia, hrvatska, serbia, bulgaria, ukraine, russia, estonia, latvia, ' +
    'lithuania, czech republic, cesko, turkiye, cyprus, malta, korea, south korea, vietnam, thailand, malaysia, indonesia, ' +
    'philippines, pakistan, bangladesh, sri lanka, nepal, taiwan, hong kong, saudi arabia, qatar, jordan, lebanon, iran, ' +
    'algeria, ghana, ethiopia, cameroon, belarus, kazakhstan').split(/\s*,\s*/),
);

export const isCountry = (text: string) => COUNTRIES.has(foldPhrase(text));

function foldPhrase(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .trim();
}

/**
 * A grade printed bare beside the school, as many CV designs do ("MIT · 3.8", "Politecnico (110/110 con lode)",
 * "HPI, 1.2 (A)", "3.50 CGPA"): a number that is no year, with an optional scale, percentage or honours.
 */
const BARE_GRADE_RE = /^(?!(?:19|20)\d\d\b)\d{1,3}(?:[.,]\d{1,2})?(?:\s*\/\s*\d{1,3}(?:[.,]\d{1,2})?)?(?:\s*%|\s*\[[^\]]{1,12}\]|\s*\((?:\p{Lu}|[^()]{1,8}%)\)|\s*c?gpa|\s+(?:con lode|cum laude|e lode))*$/iu;

/** Honours printed as the whole grade ("Summa cum laude", "First Class Honours", "Mention Très Bien", "Sobresaliente"). */
const BARE_GRADE_WORDS = /^(?:(?:(?:summa|magna)\s+)?cum laude|with (?:high(?:est)? )?(?:distinction|honou?rs)|distinction|high distinction|first[- ]class(?: honou?rs)?|upper second(?:[- ]class)?(?: honou?rs)?|2[:.][12](?: honou?rs)?|(?:avec )?mention (?:tr[eè]s bien|bien|assez bien|passable)|sehr gut|summa|sobresaliente|matr[ií]cula de honor|con lode|优秀|優秀|우수)$/iu;

/** A piece that is only a grade: a number that is no year, or honours in words. */
export function isGrade(text: string): boolean {
  return BARE_GRADE_RE.test(text.trim()) || BARE_GRADE_WORDS.test(text.trim());
}
