import Link from "next/link";

export const metadata = { title: "About Us — Seven", description: "Seven is built in Singapore by IB Economics teachers." };

export default function AboutUs() {
  return (
    <main className="page prose">
      <h1>About Us</h1>
      <p>
        Seven was started in Singapore by IB Economics teachers who kept seeing the same thing: students who worked hard
        but did not know what examiners were looking for. Good tutoring fixes that, but it is expensive and not everyone
        can get it.
      </p>
      <p>
        So we wrote down what we teach: condensed notes for every topic, model answers for exam-style questions, quizzes
        that show you what you have not understood yet, and a new lesson every week. 64% of our students score a 6 or 7
        in Economics, against 36.5% worldwide.
      </p>
      <h2>What we believe</h2>
      <ul>
        <li>Clear beats long: a page you understand is worth ten you skim.</li>
        <li>Practice with feedback is how marks go up.</li>
        <li>Great study help should cost less than one tutoring hour a month.</li>
      </ul>
      <p>
        Questions? <Link href="/contact-us">Contact us</Link>.
      </p>
    </main>
  );
}
