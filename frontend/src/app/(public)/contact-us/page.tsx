export const metadata = { title: "Contact Us — Seven", description: "Reach the Seven team by e-mail or on Instagram." };

export default function ContactUs() {
  return (
    <main className="page prose">
      <h1>Contact Us</h1>
      <p>We read every message and usually answer within one working day (Singapore time).</p>
      <ul className="contact-list">
        <li>
          E-mail: <a href="mailto:hello@seven.study">hello@seven.study</a>
        </li>
        <li>
          Instagram:{" "}
          <a href="https://www.instagram.com/" rel="noopener noreferrer" target="_blank">
            @seven.study
          </a>
        </li>
      </ul>
      <p>Subscribers can also ask a study question from any page with the Ask a Question button.</p>
    </main>
  );
}
