import Link from "next/link";

export default function NotFound() {
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>
        The page you asked for does not exist. <Link href="/">Go to the home page</Link>.
      </p>
    </main>
  );
}
