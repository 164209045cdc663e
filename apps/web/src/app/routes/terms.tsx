import { TermsOfService } from '@/features/legal/components/terms-of-service';

export { TermsOfService as Component };
