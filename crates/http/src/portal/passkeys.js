// humanid portal: runs the passkey ceremonies the server prepared. The server keeps the
// ceremony state and checks everything; this only talks to the authenticator.
(function () {
  "use strict";
  var root = document.currentScript.dataset.root;
  function say(text) {
    var el = document.getElementById("passkey-status");
    if (el) { el.textContent = text; }
  }
  async function post(path, body) {
    var res = await fetch(root + path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "accept": "application/json" },
      body: JSON.stringify(body)
    });
    var data = {};
    try { data = await res.json(); } catch (e) { /* not JSON */ }
    if (!res.ok) { throw new Error(data.detail || ("the server answered " + res.status)); }
    return data;
  }
  function supported() {
    return window.PublicKeyCredential && PublicKeyCredential.parseCreationOptionsFromJSON;
  }
  var signIn = document.getElementById("passkey-sign-in");
  if (signIn) {
    signIn.addEventListener("click", async function () {
      if (!supported()) { say("This browser cannot use passkeys."); return; }
      signIn.disabled = true;
      try {
        say("Waiting for your passkey…");
        var started = await post("/login/start", {});
        var cred = await navigator.credentials.get({
          publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(started.public_key)
        });
        var done = await post("/login/finish", { ceremony_id: started.ceremony_id, credential: cred.toJSON() });
        window.location.assign(done.redirect);
      } catch (e) {
        say("Signing in did not work: " + e.message);
        signIn.disabled = false;
      }
    });
  }
  var join = document.getElementById("passkey-join");
  if (join) {
    join.addEventListener("submit", async function (event) {
      event.preventDefault();
      if (!supported()) { say("This browser cannot use passkeys."); return; }
      var button = join.querySelector("button");
      button.disabled = true;
      try {
        say("Creating your passkey…");
        var path = join.dataset.path;
        var started = await post(path + "/start", { display_name: join.elements.display_name.value });
        var cred = await navigator.credentials.create({
          publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(started.public_key)
        });
        var done = await post(path + "/finish", { ceremony_id: started.ceremony_id, credential: cred.toJSON() });
        window.location.assign(done.redirect);
      } catch (e) {
        say("Creating the passkey did not work: " + e.message);
        button.disabled = false;
      }
    });
  }
})();
