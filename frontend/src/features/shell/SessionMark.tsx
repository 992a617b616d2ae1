// Run by the browser as the exported page is parsed, before anything is painted: when this browser
// holds a signed-in user's ID token (the test of `readStoredIdToken` in lib/session-hint.ts,
// without a bundle), a style in <head> shows the student's bar and hides the visitor's
// (NavBar's `.nav-when-*`; the stylesheet shows the visitor's by default), so the bar's first
// paint is the one the student keeps. A <style> and not a mark on <html>: React keeps the head's
// styles but clears <html>'s attributes whenever it renders the document afresh. A server
// component: the script is in the page's HTML, not in any bundle.

const SCRIPT = `try{for(var s=localStorage,i=0;i<s.length;i++){var k=s.key(i),u=k&&/^CognitoIdentityServiceProvider\\..+\\.LastAuthUser$/.test(k)&&s.getItem(k);if(u&&s.getItem(k.slice(0,-12)+u+".idToken")){var e=document.createElement("style");e.textContent="html .nav-when-in{display:revert}html .nav-when-out{display:none}";document.head.appendChild(e);break}}}catch(e){}`;

export function SessionMark() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
