export const metadata = { title: "Privacy Policy — Seven", description: "What personal data Seven keeps, why, and your rights." };

export default function PrivacyPolicy() {
  return (
    <main className="page prose">
      <h1>Privacy Policy</h1>
      <p className="muted">Last updated 23 May 2021</p>
      <p>
        This policy explains what personal data Seven (&quot;we&quot;) collects when you use our website and services, why,
        and the choices you have. We follow Singapore&apos;s Personal Data Protection Act 2012.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, e-mail address and IB exam session (cohort).</li>
        <li>Payment details: handled by our payment provider, Stripe. We keep only a customer reference and the last four digits of your card.</li>
        <li>Study activity: your likes, notes, quiz attempts, questions marked hard and Quiz Challenge results.</li>
        <li>Messages you send us through study help or e-mail.</li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To provide the service: your account, your subscription and your study records.</li>
        <li>To recommend content that students of your cohort found useful (in aggregate, never naming you).</li>
        <li>To answer your questions and tell you about changes to the service.</li>
      </ul>
      <p>We do not sell your personal data. Leaderboards show names masked to initials.</p>
      <h2>Who we share it with</h2>
      <p>
        Our service providers only: cloud hosting (Amazon Web Services) and payments (Stripe), each bound to protect it.
      </p>
      <h2>How long we keep it</h2>
      <p>While your account exists, and up to 12 months after you close it, unless the law requires longer.</p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, ask us to correct it, or ask us to delete your account by writing to{" "}
        <a href="mailto:hello@seven.study">hello@seven.study</a>.
      </p>
    </main>
  );
}
