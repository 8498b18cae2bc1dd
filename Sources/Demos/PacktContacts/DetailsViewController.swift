import Flipbook

/// The details page: a vertical stack view (picture, name, phone, email, address) pinned under the navigation
/// bar, and the drawer: a 350 pt panel whose bottom sits 305 pt below the view's (the storyboard's constraint of
/// −305), so 45 pt of it show. The picture fades in over 0.8 s; the drawer slides with a transform, opened by
/// "Toggle" and scrubbed by a pan (``DetailsViewController/didPanOnDrawer(recognizer:)``).
final class DetailsViewController: UIViewController {
    let drawer = UIView()
    var isDrawerOpen = false
    var drawerPanStart: CGFloat = 0
    var animator: UIViewPropertyAnimator?
    /// The storyboard's drawer constraint: `view.bottom == drawer.bottom − 305`.
    var drawerBottomConstraint: NSLayoutConstraint!

    let stackView = UIStackView()
    let contactImageView = UIImageView()
    let contactName = UILabel()
    let contactPhoneNumber = UILabel()
    let contactEmailAddress = UILabel()
    let contactAddress = UILabel()
    let toggleButton = UIButton(type: .system)

    var contact: ContactModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        buildStack()
        buildDrawer()

        contactImageView.alpha = 0
        contactImageView.image = contact?.contactImage
        contactName.text = contact?.fullName
        contactPhoneNumber.text = contact?.primaryPhoneNumber
        contactEmailAddress.text = contact?.primaryEmailAddress
        contactAddress.text = contact?.addressLine1

        UIView.animate(withDuration: 0.8) {
            self.contactImageView.alpha = 1
        }

        let panRecognizer = UIPanGestureRecognizer(target: self, action: DetailsViewController.didPanOnDrawer(recognizer:))
        drawer.addGestureRecognizer(panRecognizer)
    }

    private func buildStack() {
        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)

        contactImageView.contentMode = .scaleAspectFill
        contactImageView.clipsToBounds = true
        contactName.font = .boldSystemFont(ofSize: 28)
        stackView.addArrangedSubview(contactImageView)
        stackView.addArrangedSubview(contactName)
        for (title, value) in [("Phone", contactPhoneNumber), ("email", contactEmailAddress), ("address", contactAddress)] {
            let caption = UILabel()
            caption.text = title
            caption.font = .systemFont(ofSize: 15)
            value.textColor = .secondaryLabel
            value.font = .systemFont(ofSize: 17)
            stackView.addArrangedSubview(caption)
            stackView.addArrangedSubview(value)
            stackView.setCustomSpacing(2, after: caption)
        }
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            contactImageView.heightAnchor.constraint(equalTo: contactImageView.widthAnchor, multiplier: 424.0 / 382.0,
                                                     constant: -80),
        ])
    }

    private func buildDrawer() {
        drawer.backgroundColor = .secondarySystemBackground
        drawer.layer.cornerRadius = 12
        drawer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(drawer)
        toggleButton.setTitle("Toggle", for: .normal)
        toggleButton.addTarget(self, action: DetailsViewController.toggleDrawerTapped, for: .touchUpInside)
        toggleButton.translatesAutoresizingMaskIntoConstraints = false
        drawer.addSubview(toggleButton)
        drawerBottomConstraint = view.bottomAnchor.constraint(equalTo: drawer.bottomAnchor, constant: -305)
        NSLayoutConstraint.activate([
            drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            drawer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            drawer.heightAnchor.constraint(equalToConstant: 350),
            drawerBottomConstraint,
            toggleButton.topAnchor.constraint(equalTo: drawer.topAnchor, constant: 8),
            toggleButton.centerXAnchor.constraint(equalTo: drawer.centerXAnchor),
        ])
    }

    /// The pan: `.began` sets the animation up and pauses it where it is; `.changed` scrubs it by the
    /// translation over 305 pt; the end continues it on a spring with the pan's velocity, reversed when the
    /// swipe goes back towards where the drawer was.
    func didPanOnDrawer(recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            setUpAnimation()
            animator?.pauseAnimation()
            drawerPanStart = animator?.fractionComplete ?? 0
        case .changed:
            if self.isDrawerOpen {
                animator?.fractionComplete = (recognizer.translation(in: drawer).y / 305) + drawerPanStart
            } else {
                animator?.fractionComplete = (recognizer.translation(in: drawer).y / -305) + drawerPanStart
            }
        default:
            drawerPanStart = 0
            let currentVelocity = recognizer.velocity(in: drawer)
            let spring = UISpringTimingParameters(dampingRatio: 0.8,
                                                  initialVelocity: CGVector(dx: 0, dy: currentVelocity.y))
            animator?.continueAnimation(withTimingParameters: spring, durationFactor: 0)
            let isSwipingDown = currentVelocity.y > 0
            if isSwipingDown == !isDrawerOpen {
                animator?.isReversed = true
            }
        }
    }
}

extension DetailsViewController {
    func toggleDrawerTapped() {
        setUpAnimation()
        animator?.startAnimation()
    }

    /// The spring animation (damping 0.8, 1 s) to open or close the drawer; its completion forgets the animator
    /// and reads the drawer's state off its transform.
    private func setUpAnimation() {
        guard animator == nil || animator?.isRunning == false else {
            return
        }
        let spring: UISpringTimingParameters
        if self.isDrawerOpen {
            spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 10))
        } else {
            spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: -10))
        }
        animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator?.addAnimations { [unowned self] in
            if self.isDrawerOpen {
                self.drawer.transform = CGAffineTransform.identity
            } else {
                self.drawer.transform = CGAffineTransform(translationX: 0, y: -305)
            }
        }
        animator?.addCompletion { [unowned self] _ in
            self.animator = nil
            self.isDrawerOpen = !(self.drawer.transform == CGAffineTransform.identity)
        }
    }
}
