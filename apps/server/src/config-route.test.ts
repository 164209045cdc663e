import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { externalAiService, loadConfig } from './config';

describe('the AI service the privacy policy names', () => {
  it('is none without a model, and none for a model on this machine', () => {
    expect(externalAiService(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
    expect(externalAiService(loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'local-model' }))).toBeNull();
    expect(externalAiService(loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'http://localhost:8080/v1', AI_MODEL: 'local-model' }))).toBeNull();
  });

  it('is the host of a hosted model, as GET /api/config tells the app', async () => {
    const test = await createTestApp({ AI_BASE_URL: 'https://models.example.com/v1', AI_MODEL: 'hosted-model', AI_API_KEY: 'key' });
    try {
      expect((await test.app.inject({ url: '/api/config' })).json().data.ai_service).toBe('models.example.com');
    } finally {
      await test.close();
    }
  });
});
