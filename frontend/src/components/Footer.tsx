import Link from "next/link";

import { CurrentYear } from "./CurrentYear";

// The footer (spec 03 §2.3). The spec's "© 2023" is the year it was written: the footer shows the
// current year (issue 53).
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Follow us</h2>
          <ul>
            <li>
              <a href="https://www.instagram.com/" rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href="https://www.reddit.com/r/IBO/" rel="noopener noreferrer" target="_blank">
                Reddit
              </a>
            </li>
            <li>
              <a href="mailto:hello@seven.study">E-mail</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            <li>
              <Link href="/quiz-challenge">Quiz Challenge</Link>
            </li>
            <li>
              <Link href="/faqs">FAQs</Link>
            </li>
            <li>
              <Link href="/subscriptions/info">Subscriptions</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li>
              <Link href="/about-us">About Us</Link>
            </li>
            <li>
              <Link href="/contact-us">Contact Us</Link>
            </li>
            <li>
              <Link href="/how-we-mark">How We Mark</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            <li>
              <Link href="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link href="/privacy-policy">Privacy Policy</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright">
        © <CurrentYear built={new Date().getFullYear()} /> Seven. All rights reserved.
      </p>
    </footer>
  );
}
