import { plans } from '@folio/schema';
import { usePlanHighlights } from '@/components/plan-feature-list';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage, LegalSection } from './legal-page';

export function TermsOfService() {
  const highlights = usePlanHighlights();
  return (
    <LegalPage
      title="Terms of Service"
      updated="24 November 2026"
      intro="These terms are the agreement between you and Folio when you create an account and publish a portfolio website with us. Please read them; they are meant to be readable."
    >
      <LegalSection title="The service">
        <p>
          Folio reads the CV you provide, suggests a template, and lets you edit, preview and publish a portfolio website.
          We host published websites on a Folio address.
        </p>
      </LegalSection>
      <LegalSection title="Your account">
        <ul>
          <li>You must be old enough to agree to these terms where you live, and give a real name and an email you control.</li>
          <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
          <li>Tell us at once if you think someone else has access to it.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Your content">
        <p>
          You keep every right to your CV, photos and everything you write. You give Folio only the permission it needs to
          run the service: to store your content, process it to build your website, and show your published website to its
          visitors. That permission ends when you delete the content or your account.
        </p>
        <p>
          You are responsible for what you publish. Only upload material you have the right to use, and make sure your
          website tells the truth about you.
        </p>
      </LegalSection>
      <LegalSection title="What is not allowed">
        <ul>
          <li>Impersonating someone else, or publishing another person’s personal data without their consent.</li>
          <li>Illegal, hateful, deceptive or sexually explicit content, malware, and phishing.</li>
          <li>Using Folio to send spam, or trying to break, overload or get around the limits of the service.</li>
        </ul>
        <p>We may take down content or suspend accounts that break these rules, and will tell you why when we can.</p>
      </LegalSection>
      <LegalSection title="Plans and payment">
        <p>
          The Free plan costs nothing. Paid plans (Pro and Premium) are billed in advance each month or year and renew until
          you cancel. A cancellation takes effect at the end of the period you have paid for, and your websites then move to
          the limits of the Free plan. Prices are shown on the <a href="/#pricing">pricing section</a> before you pay; if they
          change, we tell you before your next renewal.
        </p>
        <p>What each plan includes today:</p>
        <ul>
          {[plans.free, plans.pro, plans.premium].map((plan) => (
            <li key={plan.name}>
              <strong>{plan.display_name}:</strong> {highlights(plan).join(', ')}.
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="Availability">
        <p>
          We work to keep Folio and your websites online, but cannot promise they will never be interrupted. We may change
          features over time; when a change takes away something you rely on, we tell you in advance.
        </p>
      </LegalSection>
      <LegalSection title="Ending the agreement">
        <p>
          You can stop at any time by deleting your account in <Link to={paths.app.settings.getHref()}>Settings</Link>, which
          deletes your websites and data as described in the <Link to={paths.privacy.getHref()}>Privacy Policy</Link>. We may
          end the agreement if you seriously or repeatedly break these terms.
        </p>
      </LegalSection>
      <LegalSection title="Liability">
        <p>
          Folio is provided as it is. As far as the law allows, we are not liable for indirect losses, and our total
          liability is limited to what you paid us in the twelve months before the claim. Nothing here limits rights you have
          as a consumer that cannot be limited.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Questions about these terms? Write to <a href="mailto:hello@folio.example">hello@folio.example</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
