import { Link } from 'react-router';
import { useConfig } from '@/api/get-config';
import { paths } from '@/config/paths';
import { LegalPage, LegalSection } from './legal-page';

/** Where CV text goes depends on the server's configuration: this says what is true of this one. */
function CvProcessing() {
  const config = useConfig({ retry: false }).data;
  const aiService = config?.ai_service;
  return (
    <p>
      {!config ? (
        <>Reading your CV, suggesting a template and building your website happen on Folio’s servers.</>
      ) : aiService ? (
        <>
          Reading your CV, suggesting a template and building your website happen on Folio’s servers, with one exception:
          to refine what was extracted, the text of your CV is sent to an AI service at <strong>{aiService}</strong>. The
          model may only quote your CV, never invent content.
        </>
      ) : (
        <>Reading your CV, suggesting a template and building your website happen on Folio’s own servers only; no other service receives your CV.</>
      )}{' '}
      We do not use your CV or your website to train models for anyone else.
    </p>
  );
}

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="28 November 2026"
      intro="Folio turns your CV into a portfolio website. To do that we handle personal information about you, and this page explains what we collect, why, and what you can do about it."
    >
      <LegalSection title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, optional company or university, a hashed password
            (we never store it in readable form) and your settings, such as your theme.
          </li>
          <li>
            <strong>Your CV and website content:</strong> the files or text you upload, what Folio extracts from them
            (experience, education, skills, projects and similar), photos you add, and everything you write in the builder.
          </li>
          <li>
            <strong>Billing details</strong> if you choose a paid plan: your plan, billing cycle and subscription status.
            Card details are handled by our payment provider and never reach our servers.
          </li>
          <li>
            <strong>Messages sent to you</strong> through the contact form of your published website.
          </li>
          <li>
            <strong>Technical records:</strong> server logs with IP addresses and request times, kept to keep the service
            secure and to investigate abuse.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="How your CV is processed">
        <CvProcessing />
      </LegalSection>
      <LegalSection title="What we use it for">
        <ul>
          <li>To create, host and publish the websites you build, and to show them to the visitors you invite.</li>
          <li>To send you the emails the service needs: address verification, password resets, and notices about your account.</li>
          <li>To keep the service secure, for example by slowing down repeated failed sign-in attempts.</li>
          <li>To bill you for a paid plan, if you have one.</li>
        </ul>
      </LegalSection>
      <LegalSection title="What we never do">
        <p>
          We do not sell your personal data, rent it, or share it with advertisers. Folio’s app and the sites it hosts
          carry no advertising trackers. We share data only with the providers that run parts of the service for us
          (hosting, email delivery, payments), under contracts that bind them to use it for that purpose alone, or when
          the law requires it.
        </p>
      </LegalSection>
      <LegalSection title="Cookies and visit counts">
        <p>
          The Folio app does not set advertising or tracking cookies; your sign-in is kept in your browser’s local
          storage. Visits to published websites are counted per page and day, with the referring site, the kind of
          device and the visitor’s country, without cookies and without building profiles of visitors. The country is
          read from the visitor’s IP address a few seconds after the visit, on our own servers, and only the country is
          kept; the address is held in memory until then and never stored. This product includes GeoLite2 data
          created by MaxMind, available from{' '}
          <a href="https://www.maxmind.com/" rel="noreferrer">
            https://www.maxmind.com/
          </a>
          .
        </p>
      </LegalSection>
      <LegalSection title="What is public">
        <p>
          A published website is public by design: anything you put on it can be seen by anyone with its address and may be
          indexed by search engines. Drafts are visible only to you, and private websites only to signed-in users you let in.
        </p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          We keep your data while your account exists. When you delete your account in{' '}
          <Link to={paths.app.settings.getHref()}>Settings</Link>, your profile, CVs, uploaded files, websites and their content,
          contact requests and notifications are deleted at once, and any subscription is cancelled. We send one last e-mail
          to say so. Your site addresses stay reserved, unused, for 30 days. Server logs are kept only as long as they are
          needed to keep the service secure.
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          You can see and correct your details in your <Link to={paths.app.profile.getHref()}>profile</Link>, download each
          website from the builder (as JSON, JSON Resume, a static site or a PDF CV), download a copy of all your data in{' '}
          <Link to={paths.app.settings.getHref()}>Settings</Link>, and delete your account at any time. You may also object to
          how we process your data, or complain to your data protection authority.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Questions about privacy, or a request about your data? Write to us at{' '}
          <a href="mailto:privacy@folio.example">privacy@folio.example</a>. We answer within 30 days.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
