import type { ParsedCv } from '@folio/schema';
import { z } from 'zod';
import type { AiOptions } from '../types';
import { keepQuotedValues, refinementAnswer } from './quote-filter';

const INSTRUCTIONS =
  'You correct the structured data a CV parser read from a CV. Return JSON matching the schema. ' +
  'Copy every value exactly as it is written in the CV text (you may choose, split and reorder, never rephrase or invent). ' +
  'Dates are YYYY-MM, YYYY or "present". Leave a value empty when the CV does not state it.';

/**
 * Asks an OpenAI-compatible model to correct the parse. Any failure (network, timeout, bad JSON)
 * keeps the offline result: refinement is an improvement, never a dependency.
 */
export async function refineWithModel(parsed: ParsedCv, cvText: string, ai: AiOptions): Promise<ParsedCv> {
  // Loaded on first use: most installations parse offline and never need the client in memory.
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey ?? 'none', timeout: ai.timeoutMs ?? 30_000, maxRetries: 0 });
  const draft = refinementAnswer.parse({
    personal_info: parsed.personal_info,
    experiences: parsed.experiences,
    educations: parsed.educations,
    skills: parsed.skills.map((skill) => ({ name: skill.name, category: skill.category ?? '' })),
    languages: parsed.languages,
  });
  try {
    const completion = await client.chat.completions.create({
      model: ai.model,
      temperature: 0,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: `CV text:\n"""\n${cvText.slice(0, 30_000)}\n"""\n\nParser draft:\n${JSON.stringify(draft)}` },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'parsed_cv', strict: true, schema: z.toJSONSchema(refinementAnswer) },
      },
    });
    const content = completion.choices[0]?.message.content;
    if (!content) return parsed;
    return keepQuotedValues(parsed, JSON.parse(content) as unknown, cvText);
  } catch {
    return parsed;
  }
}
