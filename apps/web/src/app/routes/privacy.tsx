import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';

export { PrivacyPolicy as Component };
