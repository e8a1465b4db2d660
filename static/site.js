// Progressive enhancement only: every page works without this file.
// Board elements that a prompt option targets carry data-option. Tapping one
// never moves: it selects the matching option of the generic prompt form (a
// "one" prompt's radio button, a "many" prompt's checkbox toggled) and shows
// what the option does in the sheet at the bottom of the screen; the move is
// made only by the form's confirm button. Tapping any card, symbol or chip
// that carries data-text (what it does) shows that text in the same sheet, so
// nothing is readable only on hover and nothing opens off-screen.
document.addEventListener("click", function (event) {
  if (event.target.closest("#tap-sheet")) return;
  var el = event.target.closest("[data-option]");
  if (!el) {
    var described = event.target.closest("[data-text]");
    if (described) showSheet(described.textContent.trim(), [described.getAttribute("data-text")], described);
    else hideSheet();
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
  var label = field ? field.parentNode : null;
  var lines = [];
  if (label) label.querySelectorAll(".opt-detail").forEach(function (d) { lines.push(d.textContent.trim()); });
  var described = el.hasAttribute("data-text") ? el : el.querySelector("[data-text]");
  if (described && lines.length === 0) lines.push(described.getAttribute("data-text"));
  var heading = label ? label.cloneNode(true) : null;
  if (heading) heading.querySelectorAll(".opt-detail, input").forEach(function (d) { d.remove(); });
  showSheet(heading ? heading.textContent.trim() : el.textContent.trim(), lines, el);
});

// The sheet fixed to an edge of the screen: always inside the visible screen,
// on the edge away from what was tapped so it never hides it, and letting taps
// through to the page (only its close button takes them); any other tap
// closes it.
function hideSheet() {
  var sheet = document.getElementById("tap-sheet");
  if (sheet) sheet.hidden = true;
}

function showSheet(title, lines, tapped) {
  var sheet = document.getElementById("tap-sheet");
  if (!sheet) {
    sheet = document.createElement("div");
    sheet.id = "tap-sheet";
    sheet.className = "tap-sheet";
    sheet.setAttribute("role", "status");
    sheet.setAttribute("aria-live", "polite");
    var close = document.createElement("button");
    close.type = "button";
    close.className = "tap-close";
    close.textContent = "\u00d7";
    close.setAttribute("aria-label", document.documentElement.lang === "ja" ? "\u9589\u3058\u308b" : "Close");
    close.addEventListener("click", hideSheet);
    sheet.appendChild(close);
    sheet.appendChild(document.createElement("strong"));
    sheet.appendChild(document.createElement("div"));
    document.body.appendChild(sheet);
  }
  sheet.children[1].textContent = title;
  var body = sheet.children[2];
  body.textContent = "";
  lines.filter(function (l) { return l; }).forEach(function (l) {
    var p = document.createElement("p");
    p.textContent = l;
    body.appendChild(p);
  });
  var box = tapped.getBoundingClientRect();
  sheet.classList.toggle("at-top", box.top + box.height / 2 > window.innerHeight / 2);
  sheet.hidden = false;
}

// References (long tables of cards, technologies, achievements) are collapsed
// on a phone and open on a wide screen, where they fit beside the board.
(function () {
  if (!window.matchMedia || !window.matchMedia("(min-width: 900px)").matches) return;
  document.querySelectorAll("details[data-open-wide]").forEach(function (d) { d.open = true; });
})();

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
