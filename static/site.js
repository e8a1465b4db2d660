// Progressive enhancement only: every page works without this file.
// Board elements that a prompt option targets carry data-option; clicking one
// acts on the generic prompt form: a "one" prompt submits that option, a "many"
// prompt toggles its checkbox.
document.addEventListener("click", function (event) {
  var el = event.target.closest("[data-option]");
  if (!el) return;
  var form = document.querySelector("form.prompt-form");
  if (!form) return;
  var key = el.getAttribute("data-option");
  var kind = form.getAttribute("data-kind");
  var field;
  if (kind === "one") {
    field = Array.prototype.find.call(form.querySelectorAll('button[name="one"]'), function (b) { return b.value === key; });
    if (field) { event.preventDefault(); field.click(); }
  } else if (kind === "many") {
    field = Array.prototype.find.call(form.querySelectorAll('input[name="many"]'), function (b) { return b.value === key; });
    if (field) { event.preventDefault(); field.checked = !field.checked; el.classList.toggle("chosen", field.checked); }
  }
});

// The browser's time zone: remembered in a cookie (so pages show times in it
// before sign-in) and sent with the sign-up form, where it becomes the account's
// zone until the user picks one in the settings.
(function () {
  var zone;
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch (e) { return; }
  if (!zone || !/^[A-Za-z0-9_+\-\/]{1,64}$/.test(zone)) return;
  if (document.cookie.indexOf("lb_tz=" + zone) < 0) {
    document.cookie = "lb_tz=" + zone + "; path=/; max-age=31536000; SameSite=Lax";
  }
  document.querySelectorAll("input[data-browser-zone]").forEach(function (input) { input.value = zone; });
})();
