// Progressive enhancement only: every page works without this file.
// Board elements that a prompt option targets carry data-option. Tapping one
// never moves: it shows the element's text (card texts sit in title attributes,
// which phones never show) and selects the matching option of the generic prompt
// form (a "one" prompt's radio button, a "many" prompt's checkbox toggled); the
// move is made only by the form's confirm button.
document.addEventListener("click", function (event) {
  var el = event.target.closest("[data-option]");
  if (!el) {
    // Any other card or chip on a board: its text, where a phone can read it.
    var card = event.target.closest(".board [title]");
    if (card) showNote(card.getAttribute("title"), card.closest(".board"));
    return;
  }
  var form = document.querySelector("form.prompt-form");
  if (!form) return;
  event.preventDefault();
  var key = el.getAttribute("data-option");
  var kind = form.getAttribute("data-kind");
  var named = function (name) {
    return Array.prototype.find.call(form.querySelectorAll('input[name="' + name + '"]'), function (b) { return b.value === key; });
  };
  var field;
  if (kind === "one") {
    field = named("one");
    if (field) {
      field.checked = true;
      document.querySelectorAll("[data-option].chosen").forEach(function (c) { c.classList.remove("chosen"); });
      el.classList.add("chosen");
    }
  } else if (kind === "many") {
    field = named("many");
    if (field) { field.checked = !field.checked; el.classList.toggle("chosen", field.checked); }
  }
  var titled = el.hasAttribute("title") ? el : el.querySelector("[title]");
  var label = field ? field.parentNode.textContent.trim() : "";
  showNote(label + (titled ? " — " + titled.getAttribute("title") : ""), form);
});

// A line before `where` (the prompt form, or a board) saying what was tapped.
function showNote(text, where) {
  var note = document.getElementById("tap-note");
  if (!note) {
    note = document.createElement("p");
    note.id = "tap-note";
    note.className = "tap-note";
    note.setAttribute("aria-live", "polite");
  }
  where.parentNode.insertBefore(note, where);
  note.textContent = text;
}

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

// Replay: moving the slider shows that step at once (the button stays for pages
// without script), and the log scrolls to the entry of the step shown.
(function () {
  var range = document.querySelector(".replay-form input[type=range]");
  if (range) range.addEventListener("change", function () { range.form.submit(); });
  var current = document.querySelector(".log li.current");
  if (current) {
    var list = current.parentElement;
    list.scrollTop = current.offsetTop - list.offsetTop - list.clientHeight / 2;
  }
})();
