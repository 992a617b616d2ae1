// Run by the browser as the exported page is parsed, before anything is painted: marks
// <html data-session="in"> when this browser holds a signed-in user's ID token (the test of
// `readStoredIdToken` in lib/session-hint.ts, without a bundle), so the navigation bar's first
// paint is the one the student keeps (NavBar, and the stylesheet's `.nav-when-*`). A server
// component: the script is in the page's HTML, not in any bundle.

const SCRIPT = `try{for(var s=localStorage,i=0;i<s.length;i++){var k=s.key(i),u=k&&/^CognitoIdentityServiceProvider\\..+\\.LastAuthUser$/.test(k)&&s.getItem(k);if(u&&s.getItem(k.slice(0,-12)+u+".idToken")){document.documentElement.dataset.session="in";break}}}catch(e){}`;

export function SessionMark() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
