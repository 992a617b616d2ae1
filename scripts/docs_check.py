"""make check-docs: the documents stay short, listed and linked (README, "Contributing").

Fails, naming each problem, when a document in docs/ is over `MAX_LINES` lines, when the README's
docs row leaves one out, when its function map leaves out a function crate, or when a link (in the
README or docs/, or a `docs/….md` cited anywhere in the tracked code) points at a document or a
heading that is not there. Standard library only, so it runs before any install.
"""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
README = ROOT / "README.md"
# A document longer than this says its concerns in one place: split it by concern (docs/data-model.md
# and docs/performance.md are indexes of the documents they were split into).
MAX_LINES = 250
LINK = re.compile(r"\]\(([^)\s]+)\)")
CITED = re.compile(r"\bdocs/([\w.-]+\.md)\b")


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(doc: Path) -> set[str]:
    """The anchors of `doc`'s headings (outside code blocks)."""
    found, in_code = set(), False
    for line in doc.read_text().splitlines():
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and line.startswith("#"):
            found.add(slug(line.lstrip("#")))
    return found


def too_long(docs: list[Path]) -> list[str]:
    return [f"{d.relative_to(ROOT)}: {n} lines (at most {MAX_LINES})"
            for d in docs if (n := len(d.read_text().splitlines())) > MAX_LINES]


def docs_row(readme: str) -> str:
    """The README's table row that lists the documents (the one whose first cell is `docs/`)."""
    return next((line for line in readme.splitlines() if line.startswith("| `docs/` |")), "")


def unlisted(readme: str, docs: list[Path]) -> list[str]:
    row = docs_row(readme)
    return [f"README.md's docs row does not list docs/{d.name}" for d in docs if f"(docs/{d.name})" not in row]


def unmapped(readme: str) -> list[str]:
    """Function crates (a `main`, so a Lambda) missing from the README's architecture map (`λ name`)."""
    crates = sorted(p.parent.parent.name for p in (ROOT / "functions").glob("*/src/main.rs"))
    return [f"README.md's function map has no `λ {c}`" for c in crates if not re.search(rf"λ {re.escape(c)}\b", readme)]


def broken_links(doc: Path) -> list[str]:
    """Relative links of a Markdown file whose target or heading does not exist."""
    problems = []
    for target in LINK.findall(doc.read_text()):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        dest = (doc.parent / path).resolve() if path else doc
        if not dest.exists():
            problems.append(f"{doc.relative_to(ROOT)}: link to a missing {target}")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            problems.append(f"{doc.relative_to(ROOT)}: link to a missing heading {target}")
    return problems


def stale_citations() -> list[str]:
    """`docs/….md` named in tracked files (code comments, scripts, tests) that does not exist."""
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True)
    problems = []
    for name in tracked.stdout.split("\0"):
        path = ROOT / name
        if not name or not path.is_file() or path.suffix in (".lock", ".svg", ".png", ".jpg", ".pdf", ".mp4"):
            continue
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue
        problems += [f"{name}: cites docs/{doc}, which does not exist"
                     for doc in sorted(set(CITED.findall(text))) if not (DOCS / doc).exists()]
    return problems


def main() -> int:
    docs = sorted(DOCS.glob("*.md")) + sorted(DOCS.glob("*.json"))
    readme = README.read_text()
    markdown = [README] + [d for d in docs if d.suffix == ".md"]
    problems = (too_long([d for d in docs if d.suffix == ".md"]) + unlisted(readme, docs) + unmapped(readme)
                + [p for doc in markdown for p in broken_links(doc)] + stale_citations())
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"docs: {len(docs)} documents, each listed in the README and at most {MAX_LINES} lines; links resolve")
    return 0


if __name__ == "__main__":
    sys.exit(main())
