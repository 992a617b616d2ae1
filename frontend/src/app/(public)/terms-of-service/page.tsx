export const metadata = { title: "Terms of Service — Seven", description: "The terms on which Seven provides its study platform." };

export default function TermsOfService() {
  return (
    <main className="page prose">
      <h1>Terms of Service</h1>
      <p className="muted">Last updated 23 May 2021</p>
      <h2>1. Who we are</h2>
      <p>Seven is an online study platform operated from Singapore. By creating an account you agree to these terms.</p>
      <h2>2. Who may use Seven</h2>
      <p>You must be at least 13 years old to create an account. If you are under 18, a parent or guardian must agree to these terms for you.</p>
      <h2>3. Subscriptions and payment</h2>
      <p>
        Subscriptions are billed monthly in advance and renew automatically until cancelled in My Account. Cancelling stops
        future payments; you keep access until the end of the month you have paid for. Part months are not refunded.
        Recorded lessons are one-off purchases.
      </p>
      <h2>4. Using the resources</h2>
      <p>
        The resources are for your own study. You may not copy, print, download, share or resell them, except for the
        watermarked question-set exports and the printing of your own notes that the site offers.
      </p>
      <h2>5. Your account</h2>
      <p>Keep your password safe. A Friends &amp; Family plan may be shared only with the people the owner invites.</p>
      <h2>6. Our liability</h2>
      <p>
        We work hard to keep our content accurate and the service available, but we cannot guarantee exam results or
        uninterrupted access. To the extent the law allows, our total liability to you is limited to SGD100.
      </p>
      <h2>7. Changes</h2>
      <p>We may update these terms; we will tell you by e-mail or on the site before changes take effect.</p>
      <h2>8. Governing law</h2>
      <p>These terms are governed by the laws of Singapore, and the courts of Singapore have jurisdiction.</p>
    </main>
  );
}
