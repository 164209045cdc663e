/**
 * A PDF's font map often gives a CJK glyph the code point of its radical (⾼ U+2FBC for 高, ⼯ U+2F2F
 * for 工) or of a compatibility ideograph: they look the same but match no heading, date word or
 * vocabulary. NFKC takes each back to the ideograph people type; only those blocks are touched.
 */
export function foldCjkVariants(text: string): string {
  return text.replace(/[\u2E80-\u2EFF\u2F00-\u2FDF\uF900-\uFAFF]/g, (variant) => RADICAL_FORMS.get(variant) ?? variant.normalize('NFKC'));
}

/**
 * Radicals of the supplement block that are whole characters too but have no NFKC mapping ("擅⻓" is 擅长):
 * each "C-SIMPLIFIED" or "J-SIMPLIFIED" radical form and the ideograph its Unicode name gives.
 */
const RADICAL_FORMS = new Map(
  '⺠民 ⻄西 ⻅见 ⻆角 ⻉贝 ⻋车 ⻑長 ⻓长 ⻔门 ⻘青 ⻙韦 ⻚页 ⻜飞 ⻝食 ⻢马 ⻣骨 ⻤鬼 ⻥鱼 ⻦鸟 ⻩黄 ⻬齐 ⻮齿 ⻰龙 ⻳龟'.split(' ').map((pair) => [pair.charAt(0), pair.charAt(1)] as const),
);
