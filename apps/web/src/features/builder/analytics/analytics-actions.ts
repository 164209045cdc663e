import type { StoreApi } from 'zustand/vanilla';
import type { BuilderState } from '../state/builder-state';
import type { Writer } from '../state/writer';
import { saveAnalyticsSettings } from './analytics-api';
import type { AnalyticsValues } from './analytics-form';

/** The analytics settings write, queued with the builder's other writes so it carries the current version. */
export function createAnalyticsActions(store: StoreApi<BuilderState>, writer: Writer) {
  return {
    /** Custom code is sent only by a plan that includes it; left out, the server keeps what it has. */
    save: (values: AnalyticsValues, withCustomCode: boolean) =>
      writer.write(
        (version) =>
          saveAnalyticsSettings(store.getState().website.id, {
            version,
            analytics_enabled: values.analytics_enabled,
            google_analytics_id: values.google_analytics_id.trim(),
            ...(withCustomCode ? { custom_analytics_code: values.custom_analytics_code.trim() } : {}),
            analytics_config: values.analytics_config,
          }),
        (answer) => store.setState((state) => ({ website: { ...state.website, ...answer.settings, version: answer.website_version } })),
      ),
  };
}
